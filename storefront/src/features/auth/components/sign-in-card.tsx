import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLoginRedirect } from '../hooks/use-login-redirect';

/** "Sign Up Free" and "Sign In" both start the identity provider's sign-in at /api/login. */
export function SignInCard() {
  const { t } = useTranslation();
  const { redirecting, startLogin } = useLoginRedirect();
  return (
    <Card elevation={6} sx={{ maxWidth: 440, mx: 'auto' }}>
      <CardContent sx={{ p: { xs: 3, md: 5 } }}>
        <Typography variant="h2" sx={{ fontSize: '1.6rem', mb: 1 }}>
          {t('auth.card.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {t('auth.card.body')}
        </Typography>
        {redirecting ? (
          <Box
            role="status"
            sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}
            data-testid="auth-redirecting"
          >
            <CircularProgress size={24} aria-hidden />
            <Typography>{t('auth.card.redirecting')}</Typography>
          </Box>
        ) : (
          <Stack spacing={2}>
            <Button variant="contained" size="large" onClick={() => startLogin(true)}>
              {t('auth.card.signUp')}
            </Button>
            <Button variant="outlined" size="large" onClick={() => startLogin(false)}>
              {t('auth.card.signIn')}
            </Button>
          </Stack>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
          {t('auth.card.note')}
        </Typography>
      </CardContent>
    </Card>
  );
}
