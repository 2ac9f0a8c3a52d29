import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { formatDate } from '../../../lib/format';
import type { Period } from '../api/analytics-api';
import { PeriodPicker } from './period-picker';

/** The title of an analytics screen, its period picker, and the days the figures cover (Riyadh days). */
export function AnalyticsHeader({
  title,
  period,
  onPeriod,
  range,
  note,
}: {
  title: string;
  period: Period;
  onPeriod: (period: Period) => void;
  range: { from: string; to: string } | undefined;
  note?: string | null;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const day = (d: string) => formatDate(`${d}T12:00:00Z`, language, 'medium');
  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        <PeriodPicker value={period} onChange={onPeriod} />
      </Stack>
      {range && (
        <Typography color="text.secondary" sx={{ mt: 1 }} data-testid="analytics-range">
          {t('analytics.range', { from: day(range.from), to: day(range.to) })}
          {note && ` · ${note}`}
        </Typography>
      )}
    </>
  );
}
