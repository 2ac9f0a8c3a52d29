import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutlineOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ScreenKey } from '../../../config/screens';
import { PageSection } from '../../../components/page-section';
import { usePageTitle } from '../../../components/use-page-title';

/** What a screen of a switched-off feature shows instead of itself: it is not broken, only not offered now. */
export function FeatureOffPanel({ screen }: { screen: ScreenKey }) {
  const { t } = useTranslation();
  const name = t(`screens.${screen}`);
  usePageTitle(name);
  return (
    <PageSection title={name} testId={`feature-off-${screen}`}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, mt: 2 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <PauseCircleOutlineIcon color="secondary" aria-hidden />
          <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
            {t('notices.featureOff.title')}
          </Typography>
        </Stack>
        <Typography sx={{ mb: 3 }}>{t('notices.featureOff.body', { screen: name })}</Typography>
        <Button component={RouterLink} to="/" variant="contained">
          {t('common.backHome')}
        </Button>
      </Paper>
    </PageSection>
  );
}
