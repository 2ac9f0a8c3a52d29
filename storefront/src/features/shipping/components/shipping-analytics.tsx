import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { formatNumber } from '../../../lib/format';
import { STATUSES, type ShippingAnalytics as Analytics } from '../api/shipping-api';

/** Orders by status as bars, the average handling time and the on-time rate. */
export function ShippingAnalytics({ analytics }: { analytics: Analytics }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const max = Math.max(1, ...Object.values(analytics.byStatus));
  const tile = (label: string, value: string, testId: string) => (
    <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" data-testid={testId}>
        {value}
      </Typography>
    </Paper>
  );
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {tile(t('shipping.analytics.total'), formatNumber(analytics.total, language), 'analytics-total')}
        {tile(
          t('shipping.analytics.handling'),
          analytics.averageHandlingHours === null
            ? t('shipping.analytics.none')
            : t('shipping.analytics.hours', { hours: formatNumber(analytics.averageHandlingHours, language) }),
          'analytics-handling',
        )}
        {tile(
          t('shipping.analytics.onTime'),
          analytics.onTimeRate === null
            ? t('shipping.analytics.none')
            : formatNumber(analytics.onTimeRate, language, { style: 'percent', maximumFractionDigits: 0 }),
          'analytics-on-time',
        )}
      </Stack>
      <Box role="list" aria-label={t('shipping.analytics.byStatus')}>
        <Typography variant="h6" sx={{ mb: 1 }}>
          {t('shipping.analytics.byStatus')}
        </Typography>
        {STATUSES.map((s) => (
          <Box key={s} role="listitem" sx={{ mb: 1 }}>
            <Typography variant="body2">
              {t(`shipping.status.${s}`)}: {formatNumber(analytics.byStatus[s] ?? 0, language)}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={((analytics.byStatus[s] ?? 0) / max) * 100}
              aria-label={t(`shipping.status.${s}`)}
            />
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
