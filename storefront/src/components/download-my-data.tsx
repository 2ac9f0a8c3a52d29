import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/use-language';
import { errorMessage } from '../lib/api-error';
import { getBlob } from '../lib/http';
import { saveFile } from '../lib/save-file';

const downloadMyData = async () => saveFile(await getBlob('/api/profile/export'), 'my-data.json');

/**
 * Download my data (the PDPL right of access): everything the platform holds about the signed-in person, as one
 * JSON file. The server limits it to a few an hour; its refusal is shown in the interface language.
 */
export function DownloadMyData() {
  const { t } = useTranslation();
  const language = useLanguage();
  const download = useMutation({ mutationFn: downloadMyData });
  return (
    <Paper variant="outlined" sx={{ p: 3, mt: 3 }} component="section" aria-labelledby="my-data-title">
      <Typography id="my-data-title" variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        {t('personalData.title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('personalData.explanation')}
      </Typography>
      {download.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(download.error, language, t('personalData.failed'))}
        </Alert>
      )}
      <Button variant="outlined" onClick={() => download.mutate()} disabled={download.isPending}>
        {t('personalData.download')}
      </Button>
    </Paper>
  );
}
