import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../../../components/use-page-title';
import { useLanguage } from '../../../i18n/use-language';
import { formatDate } from '../../../lib/format';
import { myEventsQuery } from '../api/workshops-api';

/** My Events (/my-events): the user's event registrations with their RSVP. */
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
          <ListItem
            key={r.id}
            divider
            data-testid="my-event"
            secondaryAction={<Chip size="small" label={t(`workshops.events.rsvps.${r.status}`)} />}
          >
            <ListItemText
              primary={language === 'ar' && r.event?.titleAr ? r.event.titleAr : r.event?.title}
              secondary={
                r.event
                  ? `${formatDate(r.event.startDate, language)} · ${r.event.isOnline ? t('workshops.online') : language === 'ar' && r.event.venueAr ? r.event.venueAr : (r.event.venue ?? '')}`
                  : undefined
              }
            />
          </ListItem>
        ))}
      </List>
    </Container>
  );
}
