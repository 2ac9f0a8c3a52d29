import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../i18n/use-language';
import { formatDateWithHijri } from '../../../../lib/format';
import type { GalleryEvent } from '../../api/types';
import { pick } from '../../../../i18n/use-localized';
import { EmptyState } from '../common/list-states';

const FILTERS = ['upcoming', 'ongoing', 'completed'] as const;
type EventFilter = (typeof FILTERS)[number];

/** The gallery's events, filtered upcoming / ongoing / completed; dates with the Hijri date beside them. */
export function GalleryEventsTab({ events }: { events: GalleryEvent[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [filter, setFilter] = useState<EventFilter>('upcoming');
  const shown = events.filter((e) => e.status === filter);
  return (
    <>
      <ToggleButtonGroup
        value={filter}
        exclusive
        onChange={(_, next: EventFilter | null) => next && setFilter(next)}
        aria-label={t('catalog.galleries.eventFilter')}
        sx={{ mb: 3 }}
      >
        {FILTERS.map((f) => (
          <ToggleButton key={f} value={f}>
            {t(`catalog.galleries.eventStatus.${f}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {shown.length === 0 ? (
        <EmptyState title={t('catalog.galleries.noEvents')} />
      ) : (
        <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {shown.map((event) => (
            <Paper component="li" key={event.id} variant="outlined" sx={{ p: 2 }} data-testid="gallery-event">
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
                  {pick(language, event.title, event.titleAr)}
                </Typography>
                <Chip size="small" label={t(`catalog.galleries.eventStatus.${event.status}`)} />
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {formatDateWithHijri(event.startDate, language)}
              </Typography>
              {event.venue || event.venueAr ? (
                <Typography variant="body2">{pick(language, event.venue, event.venueAr)}</Typography>
              ) : null}
            </Paper>
          ))}
        </Stack>
      )}
    </>
  );
}
