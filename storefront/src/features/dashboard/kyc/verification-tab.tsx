import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { formatDate } from '../../../lib/format';
import { serverFieldErrors } from '../../../lib/field-errors';
import { LoadError } from '../../../components/tab-states';
import { KYC_DOCUMENT_TYPES, kycQuery, submitKycDocument, type KycDocumentType } from './kyc-api';

const STATUS_COLOR = {
  submitted: 'default',
  first_approval: 'info',
  approved: 'success',
  rejected: 'error',
  expired: 'warning',
} as const;

/** Identity verification (issue 16): the person's tier, what it allows, their documents and an upload form. */
export function VerificationTab() {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const kyc = useQuery(kycQuery);
  const [documentType, setDocumentType] = useState<KycDocumentType>('national_id');
  const [number, setNumber] = useState('');
  const [expiresOn, setExpiresOn] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const upload = useMutation({
    mutationFn: submitKycDocument,
    onSuccess: (data) => {
      queryClient.setQueryData(kycQuery.queryKey, data);
      setNumber('');
      setExpiresOn('');
      setFile(null);
    },
  });
  const errors = serverFieldErrors(upload.error, language);
  if (kyc.isPending) return <Skeleton variant="rounded" height={160} />;
  if (kyc.isError) return <LoadError />;
  const { tier, documents, requests } = kyc.data;
  const lastRequest = kyc.data.status === 'more_requested' ? requests.at(-1) : undefined;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    upload.mutate({ file, documentType, number, expiresOn });
  };
  return (
    <Stack spacing={3} data-testid="verification-tab">
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
          {t('dashboard.kyc.tier', { tier })}
        </Typography>
        <Typography>
          {t(`dashboard.kyc.allows.${tier}`, { ceiling: kyc.data.bidCeiling.toLocaleString(language) })}
        </Typography>
      </Paper>
      {lastRequest && (
        <Alert severity="info" data-testid="kyc-more-requested">
          {t('dashboard.kyc.moreRequested', {
            what: lastRequest.requested.map((r) => t(`dashboard.kyc.type.${r}`)).join(language === 'ar' ? '، ' : ', '),
          })}
          {lastRequest.note ? ` ${lastRequest.note}` : ''}
        </Alert>
      )}
      {documents.length > 0 && (
        <List aria-label={t('dashboard.kyc.documents')}>
          {documents.map((d) => (
            <ListItem
              key={d.id}
              divider
              secondaryAction={
                <Chip size="small" color={STATUS_COLOR[d.status]} label={t(`dashboard.kyc.status.${d.status}`)} />
              }
            >
              <ListItemText
                primary={t(`dashboard.kyc.type.${d.documentType}`)}
                secondary={
                  d.status === 'rejected'
                    ? `${t('dashboard.kyc.rejectedBecause')} ${language === 'ar' ? (d.reasonAr ?? d.reason) : d.reason}`
                    : d.expiresOn
                      ? t('dashboard.kyc.expiresOn', { date: formatDate(d.expiresOn, language) })
                      : undefined
                }
              />
            </ListItem>
          ))}
        </List>
      )}
      <Paper component="form" variant="outlined" sx={{ p: 3 }} onSubmit={submit} noValidate>
        <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
          {t('dashboard.kyc.upload')}
        </Typography>
        <Stack spacing={2}>
          <TextField
            select
            label={t('dashboard.kyc.documentType')}
            value={documentType}
            onChange={(e) => setDocumentType(e.target.value as KycDocumentType)}
            error={!!errors.documentType}
            helperText={errors.documentType}
          >
            {KYC_DOCUMENT_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`dashboard.kyc.type.${type}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('dashboard.kyc.number')}
            value={number}
            onChange={(e) => setNumber(e.target.value)}
            error={!!errors.number}
            helperText={errors.number}
            slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'text' } }}
          />
          <TextField
            type="date"
            label={t('dashboard.kyc.expiry')}
            value={expiresOn}
            onChange={(e) => setExpiresOn(e.target.value)}
            error={!!errors.expiresOn}
            helperText={errors.expiresOn ?? t('dashboard.kyc.expiryHint')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button variant="outlined" component="label">
            {file ? file.name : t('dashboard.kyc.chooseFile')}
            <input
              hidden
              type="file"
              accept="application/pdf,image/jpeg,image/png,image/heic,.heic"
              aria-label={t('dashboard.kyc.chooseFile')}
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          </Button>
          {errors.file && (
            <Typography color="error" variant="body2" role="alert">
              {errors.file}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {t('dashboard.kyc.fileHint')}
          </Typography>
          <Button type="submit" variant="contained" disabled={upload.isPending}>
            {t('dashboard.kyc.submit')}
          </Button>
          {upload.isSuccess && <Alert severity="success">{t('dashboard.kyc.submitted')}</Alert>}
        </Stack>
      </Paper>
    </Stack>
  );
}
