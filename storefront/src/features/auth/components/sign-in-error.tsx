import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/** The API sends a failed sign-in back to /auth?error=<code>; say what happened in the visitor's language. */
const KNOWN = [
  'access_denied',
  'session_expired',
  'sign_in_failed',
  'email_missing',
  'account_not_active',
  'provider_unavailable',
];

export function SignInError() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('error');
  if (!code) return null;
  return (
    <Alert severity="error" sx={{ mb: 3 }} data-testid="sign-in-error">
      <AlertTitle>{t('auth.errors.title')}</AlertTitle>
      {t(`auth.errors.${KNOWN.includes(code) ? code : 'unknown'}`)}
    </Alert>
  );
}
