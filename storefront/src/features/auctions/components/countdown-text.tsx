import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../i18n/use-language';
import { useCountdown } from '../hooks/use-countdown';

/** "Ends in 1d 2h 3m 4s", following the end as soft-close extensions move it. */
export function CountdownText({ until, label }: { until: string; label: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const left = useCountdown(until);
  const n = (v: number) => formatNumber(v, language);
  return (
    // A timer (its own role, silent by default): found by its label, like any other control.
    <Typography variant="body2" data-testid="auction-countdown" role="timer" aria-label={label} aria-live="off">
      {label}{' '}
      <strong>
        {t('auctions.countdown', {
          days: n(left.days),
          hours: n(left.hours),
          minutes: n(left.minutes),
          seconds: n(left.seconds),
        })}
      </strong>
    </Typography>
  );
}
