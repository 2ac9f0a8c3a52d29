import LoginIcon from '@mui/icons-material/Login';
import { Button, Typography } from '@mui/material';
import { useLogin, useTranslate } from 'react-admin';
import { CenteredCard } from './CenteredCard';
import { MIRROR_IN_RTL } from './theme';

/** Sign-in happens at the API's identity provider; this page only explains and sends the user there. */
export const LoginPage = () => {
  const translate = useTranslate();
  const login = useLogin();
  return (
    <CenteredCard
      title={translate('app.login.title')}
      actions={
        <Button variant="contained" startIcon={<LoginIcon className={MIRROR_IN_RTL} />} onClick={() => login({})}>
          {translate('ra.auth.sign_in')}
        </Button>
      }
    >
      <Typography>{translate('app.login.intro')}</Typography>
    </CenteredCard>
  );
};
