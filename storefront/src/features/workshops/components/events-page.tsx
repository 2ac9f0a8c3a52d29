import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../../components/filter-bar';
import { SearchField } from '../../../components/search-field';
import { SelectField, filterOptions } from '../../../components/select-field';
import { useToast } from '../../../components/toast/toast-context';
import { usePageTitle } from '../../../components/use-page-title';
import { useLanguage } from '../../../i18n/use-language';
import { formatDate } from '../../../lib/format';
import { eventsQuery, rsvp, type RsvpStatus } from '../api/workshops-api';
import { AddToCalendarLink } from './add-to-calendar-link';
import { useScrollToAnchor } from './use-scroll-to-anchor';
import { useSignedInFirst } from './use-signed-in-first';
import { useErrorToast } from '../../../components/toast/use-error-toast';

export const EVENT_CATEGORIES = ['exhibition', 'workshop', 'talk', 'networking', 'technology', 'traditional_arts'];
const RSVPS: RsvpStatus[] = ['attending', 'maybe', 'not_attending'];

/** Events (/events): search, the six categories and the attending / maybe / not attending choice (SPEC section 2). */
export default function EventsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const ar = language === 'ar';
  const { toast } = useToast();
  const failed = useErrorToast();
  const signedInFirst = useSignedInFirst('/events', t('workshops.events.loginBody'));
  const queryClient = useQueryClient();
  usePageTitle(t('workshops.events.title'));
  const [q, setQ] = useState('');
  const [category, setCategory] = useState('');
  const events = useQuery(eventsQuery(q.trim(), category));
  useScrollToAnchor(events.isSuccess);
  const answer = useMutation({
    mutationFn: ({ id, status }: { id: string; status: RsvpStatus }) => rsvp(id, status),
    onSuccess: async () => {
      toast({ title: t('workshops.events.saved'), variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['/api/events'] });
      await queryClient.invalidateQueries({ queryKey: ['/api/my-events'] });
    },
    onError: (error) => failed(t('workshops.events.failed'), error),
  });
  const choose = (id: string, status: RsvpStatus | null) => {
    if (!status) return;
    if (!signedInFirst()) return;
    answer.mutate({ id, status });
  };
  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {t('workshops.events.title')}
      </Typography>
      <FilterBar label={t('workshops.events.search')}>
        <SearchField id="events-search" label={t('workshops.events.search')} value={q} onSearch={setQ} />
        <SelectField
          id="events-category"
          label={t('workshops.events.category')}
          value={category}
          onChange={setCategory}
          minWidth={200}
          options={filterOptions(t('workshops.allCategories'), EVENT_CATEGORIES, (c) =>
            t(`workshops.events.categories.${c}`),
          )}
        />
      </FilterBar>
      {events.isSuccess && events.data.items.length === 0 && <Typography>{t('workshops.events.empty')}</Typography>}
      <Grid container spacing={2}>
        {events.data?.items.map((e) => (
          <Grid key={e.id} size={{ xs: 12, md: 6 }}>
            <Card data-testid="event-card" id={`event-${e.id}`}>
              <CardContent>
                <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                  <Typography variant="h6" component="h2">
                    {ar && e.titleAr ? e.titleAr : e.title}
                  </Typography>
                  <Chip size="small" label={t(`workshops.events.categories.${e.category}`)} />
                </Stack>
                <Typography variant="body2">{formatDate(e.startDate, language)}</Typography>
                <Typography variant="body2">
                  {e.isOnline ? t('workshops.online') : ar && e.venueAr ? e.venueAr : e.venue}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {t('workshops.events.attendees', { count: e.attendees ?? 0 })}
                </Typography>
                <ToggleButtonGroup
                  exclusive
                  size="small"
                  value={e.myRsvp ?? null}
                  onChange={(_ev, v: RsvpStatus | null) => choose(e.id, v)}
                  aria-label={t('workshops.events.rsvp')}
                >
                  {RSVPS.map((s) => (
                    <ToggleButton key={s} value={s}>
                      {t(`workshops.events.rsvps.${s}`)}
                    </ToggleButton>
                  ))}
                </ToggleButtonGroup>
                <Stack direction="row" sx={{ mt: 1 }}>
                  <AddToCalendarLink kind="events" id={e.id} />
                </Stack>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Container>
  );
}
