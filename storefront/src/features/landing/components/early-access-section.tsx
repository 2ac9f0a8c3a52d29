import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useToast } from '../../../components/toast/toast-context';
import { useLanguage } from '../../../i18n/use-language';
import { formatNumber } from '../../../lib/format';
import { useLandingContent } from '../api/landing-content';

const units = ['days', 'hours', 'minutes', 'seconds'] as const;

/** The countdown (static, as the Content tab sets it) to launch with the spots-remaining notice, "Learn More" and the claim-a-spot action. */
export function EarlyAccessSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { toast } = useToast();
  const { figures, countdown } = useLandingContent();
  const n = (value: number) => formatNumber(value, language);

  return (
    <Container component="section" aria-labelledby="early-access-title" maxWidth="lg" sx={{ py: { xs: 6, md: 9 } }}>
      <Paper sx={{ p: { xs: 3, md: 6 }, bgcolor: 'secondary.main', color: '#ffffff' }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
          <Chip
            label={t('landing.earlyAccess.launch', {
              quarter: n(figures.launchQuarter),
              year: formatNumber(figures.launchYear, language, { useGrouping: false }),
            })}
            sx={{ bgcolor: '#ffffff', color: 'secondary.main', fontWeight: 700 }}
          />
          <Chip
            label={t('landing.earlyAccess.countries', { count: figures.countries, n: n(figures.countries) })}
            sx={{ bgcolor: 'rgba(255,255,255,0.18)', color: '#ffffff' }}
          />
        </Stack>
        <Typography id="early-access-title" variant="h2" sx={{ mb: 1 }}>
          {t('landing.earlyAccess.title')}
        </Typography>
        <Typography sx={{ mb: 4, maxWidth: 720 }}>
          {t('landing.earlyAccess.body', {
            members: t('landing.earlyAccess.members', {
              count: figures.earlyAccessMembers,
              n: n(figures.earlyAccessMembers),
            }),
          })}
        </Typography>
        <Typography variant="h3" component="h3" sx={{ fontSize: '1.1rem', mb: 2 }}>
          {t('landing.earlyAccess.countdownTitle')}
        </Typography>
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 3 }}>
          {units.map((unit) => (
            <Grid key={unit} size={{ xs: 6, sm: 3 }} component="li">
              <Box sx={{ bgcolor: 'rgba(255,255,255,0.12)', borderRadius: 2, p: 2, textAlign: 'center' }}>
                <Typography sx={{ fontSize: '2.4rem', fontWeight: 700, lineHeight: 1.1 }}>
                  {n(countdown[unit])}
                </Typography>
                <Typography>{t(`landing.earlyAccess.units.${unit}`, { count: countdown[unit] })}</Typography>
              </Box>
            </Grid>
          ))}
        </Grid>
        <Typography role="status" sx={{ fontWeight: 700, fontSize: '1.2rem', mb: 3 }} data-testid="spots-remaining">
          {t('landing.earlyAccess.spots', { count: figures.spotsRemaining, n: n(figures.spotsRemaining) })}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button
            component={RouterLink}
            to="/auth"
            variant="contained"
            size="large"
            sx={{ bgcolor: '#ffffff', color: 'secondary.main', '&:hover': { bgcolor: '#e8f0f1' } }}
          >
            {t('landing.earlyAccess.claim')}
          </Button>
          <Button
            variant="outlined"
            size="large"
            onClick={() => toast({ title: t('landing.learnMore.title'), description: t('landing.learnMore.body') })}
            sx={{ color: '#ffffff', borderColor: 'rgba(255,255,255,0.7)', '&:hover': { borderColor: '#ffffff' } }}
          >
            {t('landing.learnMore.button')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
