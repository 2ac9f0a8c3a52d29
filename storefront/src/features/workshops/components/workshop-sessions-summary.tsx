import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { formatDate, formatDateRangeWithHijri, formatNumber, formatTimeRange } from '../../../lib/format';
import type { WorkshopSession } from '../api/workshops-api';

/**
 * When a workshop takes place: its days from the first to the last (`endDate`, the last session's end), each with
 * the Hijri date beside it, and the first session's time range; then, for several sessions, how many and each
 * one's day and times (all in Riyadh time).
 */
export function WorkshopSessionsSummary({
  sessions,
  startDate,
  endDate,
}: {
  sessions: WorkshopSession[];
  startDate: string;
  endDate?: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const first = sessions[0];
  const dates = (
    <Typography variant="body2" data-testid="workshop-dates">
      {formatDateRangeWithHijri(startDate, endDate ?? sessions.at(-1)?.endsAt, language)}
    </Typography>
  );
  if (!first) return dates;
  return (
    <>
      {dates}
      <Typography variant="body2" data-testid="session-times">
        {formatTimeRange(first.startsAt, first.endsAt, language)}
      </Typography>
      {sessions.length > 1 && (
        <>
          <Typography variant="body2" data-testid="session-count">
            {t('workshops.sessions.count', { count: sessions.length, n: formatNumber(sessions.length, language) })}
          </Typography>
          <Typography component="ol" variant="body2" sx={{ m: 0, ps: 3 }} aria-label={t('workshops.sessions.list')}>
            {sessions.map((s) => (
              <li key={s.startsAt}>
                {formatDate(s.startsAt, language, 'medium')} · {formatTimeRange(s.startsAt, s.endsAt, language)}
              </li>
            ))}
          </Typography>
        </>
      )}
    </>
  );
}
