import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { usePageTitle } from '../../../components/use-page-title';
import { useSession } from '../../../lib/session/use-session';
import { MarketingPanel } from './marketing-panel';
import { SignInCard } from './sign-in-card';
import { SignInError } from './sign-in-error';

/** Sign-in and sign-up (SPEC section 2). A visitor who is already signed in goes home. */
export default function AuthPage() {
  const { t } = useTranslation();
  const session = useSession();
  usePageTitle(t('auth.pageTitle'));
  if (session.status === 'signedIn') return <Navigate to="/" replace />;

  return (
    <Box
      sx={{ background: 'linear-gradient(135deg, #1f1a16 0%, #1d5560 100%)', py: { xs: 6, md: 10 } }}
      data-testid="auth-page"
    >
      <Container maxWidth="lg">
        <Grid container spacing={6} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <MarketingPanel />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <SignInError />
            <SignInCard />
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
