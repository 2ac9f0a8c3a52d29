import ConstructionIcon from '@mui/icons-material/Construction';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ScreenKey } from '../config/screens';
import { PageSection } from './page-section';
import { usePageTitle } from './use-page-title';

/** Stands in for a screen a later issue builds; names the screen so visitors know where they are. */
export function ComingSoonPanel({ screen }: { screen: ScreenKey }) {
  const { t } = useTranslation();
  const name = t(`screens.${screen}`);
  usePageTitle(name);
  return (
    <PageSection title={name} testId={`coming-soon-${screen}`}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, mt: 2 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <ConstructionIcon color="secondary" aria-hidden />
          <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
            {t('comingSoon.title')}
          </Typography>
        </Stack>
        <Typography sx={{ mb: 3 }}>{t('comingSoon.body', { screen: name })}</Typography>
        <Button component={RouterLink} to="/" variant="contained">
          {t('common.backHome')}
        </Button>
      </Paper>
    </PageSection>
  );
}
