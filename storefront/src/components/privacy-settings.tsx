import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLanguage } from '../i18n/use-language';
import { errorMessage } from '../lib/api-error';
import { rememberAccountPreferences, savePrivacySettings } from '../lib/session/account-preferences';
import { profileQuery, type PrivacySettings as Settings } from '../lib/session/profile';

export const PRIVACY_SETTINGS = ['showCollection', 'showInFollowers', 'allowArtistMessages', 'countMyViews'] as const;

/**
 * The signed-in person's privacy settings, each saved as soon as it is switched: whether others see their
 * collection, whether they are named in followers lists, whether artists may write to them first, and whether
 * their visits count in artists' and galleries' page views (the server leaves them out when off).
 */
export function PrivacySettings() {
  const { t } = useTranslation();
  const language = useLanguage();
  const client = useQueryClient();
  const profile = useQuery(profileQuery);
  const save = useMutation({
    mutationFn: savePrivacySettings,
    onSuccess: (saved) => rememberAccountPreferences(client, saved),
  });
  const current = profile.data?.privacy;
  if (!current) return null;
  const shown: Settings = save.isPending ? { ...current, ...save.variables } : current;
  return (
    <Paper variant="outlined" sx={{ p: 3, mt: 3 }} component="section" aria-labelledby="privacy-title">
      <Typography id="privacy-title" variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        {t('privacySettings.title')}
      </Typography>
      <FormGroup>
        {PRIVACY_SETTINGS.map((key) => (
          <FormControlLabel
            key={key}
            control={
              <Switch
                checked={shown[key]}
                disabled={save.isPending}
                onChange={(e) => save.mutate({ [key]: e.target.checked })}
              />
            }
            label={t(`privacySettings.${key}`)}
          />
        ))}
      </FormGroup>
      {shown.showCollection && profile.data && (
        <Link component={RouterLink} to={`/collectors/${profile.data.id}`} sx={{ display: 'inline-block', mt: 1 }}>
          {t('privacySettings.viewCollection')}
        </Link>
      )}
      {save.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessage(save.error, language, t('privacySettings.failed'))}
        </Alert>
      )}
      {save.isSuccess && (
        <Alert severity="success" role="status" sx={{ mt: 2 }}>
          {t('privacySettings.saved')}
        </Alert>
      )}
    </Paper>
  );
}
