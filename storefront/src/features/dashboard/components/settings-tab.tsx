import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EraseAccount } from './erase-account';

const topics = ['artPreferences', 'emailNotifications', 'newsletter', 'privacy'] as const;

/** The settings live on /preferences (SPEC section 2); this tab says what is there and links to it, and erases the account. */
export function SettingsTab() {
  const { t } = useTranslation();
  return (
    <>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography sx={{ mb: 1 }}>{t('dashboard.settings.intro')}</Typography>
        <ul>
          {topics.map((k) => (
            <li key={k}>
              <Typography>{t(`dashboard.settings.topics.${k}`)}</Typography>
            </li>
          ))}
        </ul>
        <Button component={RouterLink} to="/preferences" variant="contained">
          {t('dashboard.settings.open')}
        </Button>
      </Paper>
      <EraseAccount />
    </>
  );
}
