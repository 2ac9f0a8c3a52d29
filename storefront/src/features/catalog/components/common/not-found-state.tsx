import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../../../../components/use-page-title';
import { PageContainer } from '../../../../components/page-container';

/** "Artwork not found" and the like: the screen's h1, and a way back to the list. */
export function NotFoundState({ title, backTo, backLabel }: { title: string; backTo: string; backLabel: string }) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <PageContainer testId="catalog-not-found">
      <Typography variant="h1" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('catalog.common.notFoundBody')}</Typography>
      <Button component={RouterLink} to={backTo} variant="contained">
        {backLabel}
      </Button>
    </PageContainer>
  );
}
