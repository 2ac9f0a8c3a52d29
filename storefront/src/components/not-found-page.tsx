import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageSection } from './page-section';
import { usePageTitle } from './use-page-title';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <PageSection title={t('notFound.title')} testId="not-found">
      <Typography sx={{ mb: 3 }}>{t('notFound.body')}</Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t('common.backHome')}
      </Button>
    </PageSection>
  );
}
