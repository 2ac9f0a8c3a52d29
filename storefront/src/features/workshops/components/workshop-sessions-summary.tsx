import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { formatDate, formatDateWithHijri, formatNumber, formatTimeRange } from '../../../lib/format';
import type { WorkshopSession } from '../api/workshops-api';

/**
 * When a workshop takes place: the first day with the Hijri date beside it and its time range, then, for several
 * sessions, how many and each one's day and times (all in Riyadh time).
 */
export function WorkshopSessionsSummary({ sessions, startDate }: { sessions: WorkshopSession[]; startDate: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const first = sessions[0];
  if (!first) return <Typography variant="body2">{formatDateWithHijri(startDate, language)}</Typography>;
  return (
    <>
      <Typography variant="body2">{formatDateWithHijri(first.startsAt, language)}</Typography>
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
