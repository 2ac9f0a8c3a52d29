import LogoutIcon from '@mui/icons-material/Logout';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LOGOUT_URL } from '../authProvider';
import { CenteredCard } from './CenteredCard';
import { MIRROR_IN_RTL } from './theme';

/** Shown to a signed-in user with no staff role. The server refuses their calls with 403 anyway. */
export const RefusedPage = () => {
  const translate = useTranslate();
  return (
    <CenteredCard
      title={translate('app.refused.title')}
      actions={
        <>
          <Button variant="contained" href="/" startIcon={<StorefrontIcon />}>
            {translate('app.refused.storefront')}
          </Button>
          <Button href={LOGOUT_URL} startIcon={<LogoutIcon className={MIRROR_IN_RTL} />}>
            {translate('app.refused.signOut')}
          </Button>
        </>
      }
    >
      <Typography role="alert">{translate('app.refused.body')}</Typography>
    </CenteredCard>
  );
};
