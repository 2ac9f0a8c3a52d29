import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { formatDate, formatDateRangeWithHijri, formatNumber, formatTimeRange } from '../../../lib/format';
import type { WorkshopSession } from '../api/workshops-api';

/** The sessions' length together, to the half hour. */
export function totalHours(sessions: WorkshopSession[]): number {
  const ms = sessions.reduce((sum, s) => sum + (Date.parse(s.endsAt) - Date.parse(s.startsAt)), 0);
  return Math.round(ms / 1_800_000) / 2;
}

/**
 * When a workshop takes place: its days from the first to the last (`endDate`, the last session's end), each with
 * the Hijri date beside it, the first session's time range and how long the sessions last together (in the reader's
 * language, where the organiser's free-text duration was in theirs); then, for several sessions, how many and each
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
  const hours = totalHours(sessions);
  return (
    <>
      {dates}
      <Typography variant="body2" data-testid="session-times">
        {formatTimeRange(first.startsAt, first.endsAt, language)}
      </Typography>
      <Typography variant="body2" data-testid="workshop-length">
        {t('workshops.sessions.hours', {
          count: hours,
          n: formatNumber(hours, language, { maximumFractionDigits: 1 }),
        })}
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
