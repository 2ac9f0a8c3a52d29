import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/use-language';
import { errorMessage } from '../lib/api-error';
import { formatDate } from '../lib/format';
import { getJson, sendJson } from '../lib/http';
import { SettingsCard } from './settings-card';

export interface DataExport {
  id: string;
  status: 'requested' | 'ready' | 'expired';
  requestedAt: string;
  expiresAt: string | null;
}

const EXPORTS = ['profile', 'exports'] as const;
/** How often the list is asked again while an archive is being prepared. */
const PREPARING_POLL_MS = 3000;

/**
 * Download my data (the PDPL right of access): the person asks for an archive of everything the platform holds
 * about them; it is prepared in the background and mailed as a link when ready. The latest export is shown with its
 * status: being prepared, ready (with the download and its expiry) or expired. The server limits requests to a
 * few an hour; its refusal is shown in the interface language.
 */
export function DownloadMyData() {
  const { t } = useTranslation();
  const language = useLanguage();
  const client = useQueryClient();
  const exports = useQuery({
    queryKey: EXPORTS,
    queryFn: () => getJson<DataExport[]>('/api/profile/exports'),
    refetchInterval: (query) => (query.state.data?.[0]?.status === 'requested' ? PREPARING_POLL_MS : false),
  });
  const request = useMutation({
    mutationFn: () => sendJson<DataExport>('POST', '/api/profile/export'),
    onSuccess: (asked) => client.setQueryData<DataExport[]>(EXPORTS, (list) => [asked, ...(list ?? [])]),
  });
  const latest = exports.data?.[0];
  return (
    <SettingsCard id="my-data-title" title={t('personalData.title')} explanation={t('personalData.explanation')}>
      {request.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(request.error, language, t('personalData.failed'))}
        </Alert>
      )}
      {latest && (
        <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }} role="status">
          <Typography variant="body2">
            {latest.status === 'requested'
              ? t('personalData.preparing')
              : t(latest.status === 'ready' ? 'personalData.readyUntil' : 'personalData.expiredOn', {
                  date: formatDate(latest.expiresAt ?? latest.requestedAt, language),
                })}
          </Typography>
          {latest.status === 'ready' && (
            <Button variant="contained" component="a" href={`/api/profile/exports/${latest.id}/download`} download>
              {t('personalData.download')}
            </Button>
          )}
        </Stack>
      )}
      <Button
        variant="outlined"
        onClick={() => request.mutate()}
        disabled={request.isPending || latest?.status === 'requested'}
      >
        {t('personalData.request')}
      </Button>
    </SettingsCard>
  );
}
