import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../components/use-page-title';
import { useLanguage } from '../../../i18n/use-language';
import { errorMessage } from '../../../lib/api-error';
import type { LinkOutcome } from '../api/newsletter-api';

/**
 * Where a mailed link lands: follows it once (the token from the address) and says how it went. The query is
 * never retried: an expired or altered link answers the same every time.
 */
export function LinkLanding({
  kind,
  follow,
}: {
  kind: 'confirm' | 'unsubscribe';
  follow: (token: string) => Promise<LinkOutcome>;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  usePageTitle(t(`newsletter.${kind}.title`));
  const outcome = useQuery({
    queryKey: ['newsletter', kind, token],
    queryFn: () => follow(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Typography variant="h1" sx={{ fontSize: '1.8rem', mb: 3 }}>
        {t(`newsletter.${kind}.title`)}
      </Typography>
      {token === '' ? (
        <Alert severity="warning">{t('newsletter.missingToken')}</Alert>
      ) : outcome.isPending ? (
        <CircularProgress aria-label={t('newsletter.working')} />
      ) : outcome.isError ? (
        <Alert severity="error">{errorMessage(outcome.error, language, t('newsletter.failed'))}</Alert>
      ) : (
        <Alert severity="success" role="status">
          {t(`newsletter.${kind}.done`)}
        </Alert>
      )}
      <Button component={RouterLink} to="/" variant="outlined" sx={{ mt: 3 }}>
        {t('newsletter.home')}
      </Button>
    </Container>
  );
}
