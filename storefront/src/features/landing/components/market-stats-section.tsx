import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { marketing } from '../../../config/constants';
import { useLanguage } from '../../../i18n/use-language';
import { formatNumber } from '../../../lib/format';
import { useLandingContent } from '../api/landing-content';
import { MARKET_PROOF_ID } from './section-ids';

/** Market proof: the figures behind the early-access programme (SPEC section 9, marketing claims). */
export function MarketStatsSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { figures } = useLandingContent();
  const n = (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, language, options);

  const stats = [
    {
      key: 'countries',
      value: n(figures.countries),
      label: t('landing.stats.countries', { count: figures.countries }),
    },
    {
      key: 'wallet',
      value: t('landing.stats.atLeast', {
        value: n(figures.walletUsersMillions * 1_000_000, { notation: 'compact', maximumFractionDigits: 1 }),
      }),
      label: t('landing.stats.wallet'),
    },
    {
      key: 'settlement',
      value: t('landing.stats.range', { from: n(figures.settlementDaysMin), to: n(figures.settlementDaysMax) }),
      label: t('landing.stats.settlement', { count: figures.settlementDaysMax }),
    },
    { key: 'vat', value: n(marketing.vatPercent / 100, { style: 'percent' }), label: t('landing.stats.vat') },
  ];

  return (
    <Box
      component="section"
      id={MARKET_PROOF_ID}
      tabIndex={-1}
      aria-labelledby="market-proof-title"
      sx={{ bgcolor: '#f1e9df', py: { xs: 6, md: 9 }, scrollMarginTop: 72, '&:focus': { outline: 'none' } }}
    >
      <Container maxWidth="lg">
        <Typography id="market-proof-title" variant="h2" sx={{ mb: 1 }}>
          {t('landing.stats.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 720 }}>
          {t('landing.stats.subtitle')}
        </Typography>
        <Grid container spacing={3}>
          {stats.map((stat) => (
            <Grid key={stat.key} size={{ xs: 12, sm: 6, md: 3 }}>
              <Paper variant="outlined" sx={{ p: 3, height: '100%' }}>
                <Typography sx={{ mb: 1, fontSize: '2.2rem', fontWeight: 700, color: 'primary.main' }}>
                  {stat.value}
                </Typography>
                <Typography sx={{ color: 'text.secondary' }}>{stat.label}</Typography>
              </Paper>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
