import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../../../components/use-page-title';
import { useLanguage } from '../../../i18n/use-language';
import { pick } from '../../../i18n/use-localized';
import { myEventsQuery } from '../api/workshops-api';
import { EventListItem } from './event-list-item';
import { AddToCalendarLink } from './add-to-calendar-link';
import { MyWaitlistList } from './my-waitlist-list';
import { MyWorkshopsList } from './my-workshops-list';

/** My Events (/my-events): the user's event registrations with their RSVP and calendar file, their workshop
 * registrations (the certificate of attendance once checked in), then their places on workshops' waiting lists. */
export default function MyEventsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('workshops.myEvents.title'));
  const mine = useQuery(myEventsQuery);
  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t('workshops.myEvents.title')}
      </Typography>
      {mine.isSuccess && mine.data.length === 0 && (
        <Typography>
          {t('workshops.myEvents.empty')} <RouterLink to="/events">{t('workshops.myEvents.browse')}</RouterLink>
        </Typography>
      )}
      <List>
        {mine.data?.map((r) => (
          <EventListItem
            key={r.id}
            event={r.event}
            detail={r.event?.isOnline ? t('workshops.online') : pick(language, r.event?.venue, r.event?.venueAr)}
            testId="my-event"
            action={
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                {r.event && <AddToCalendarLink kind="events" id={r.event.id} />}
                <Chip size="small" label={t(`workshops.events.rsvps.${r.status}`)} />
              </Stack>
            }
          />
        ))}
      </List>
      <MyWorkshopsList />
      <MyWaitlistList />
    </Container>
  );
}
