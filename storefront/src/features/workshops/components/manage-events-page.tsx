import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-context';
import { usePageTitle } from '../../../components/use-page-title';
import { cancelEvent, createEvent, organisedEventsQuery, type NewEvent } from '../api/workshops-api';
import { EventListItem } from './event-list-item';
import { EVENT_CATEGORIES } from './events-page';
import { useErrorToast } from '../../../components/toast/use-error-toast';

const EMPTY: NewEvent = {
  title: '',
  titleAr: '',
  category: 'exhibition',
  startDate: '',
  isOnline: false,
  venue: '',
  venueAr: '',
};

/** The organiser's events (/manage/events): create one in both languages, see who attends, cancel. */
export default function ManageEventsPage() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const failed = useErrorToast();
  const queryClient = useQueryClient();
  usePageTitle(t('workshops.manageEvents.title'));
  const events = useQuery(organisedEventsQuery);
  const [form, setForm] = useState<NewEvent>(EMPTY);
  const refresh = () => queryClient.invalidateQueries({ queryKey: organisedEventsQuery.queryKey });
  const onError = (error: Error) => failed(t('workshops.manage.failed'), error);
  const create = useMutation({
    mutationFn: () => createEvent({ ...form, startDate: new Date(form.startDate).toISOString() }),
    onSuccess: async () => {
      toast({ title: t('workshops.manageEvents.created'), variant: 'success' });
      setForm(EMPTY);
      await refresh();
    },
    onError,
  });
  const cancel = useMutation({ mutationFn: cancelEvent, onSuccess: refresh, onError });
  const ready = form.title.trim() && form.titleAr.trim() && form.startDate;
  const field = (name: 'title' | 'titleAr' | 'venue' | 'venueAr') => (
    <TextField
      label={t(`workshops.manageEvents.${name === 'title' ? 'eventTitle' : name}`)}
      value={form[name]}
      onChange={(e) => setForm({ ...form, [name]: e.target.value })}
      required={name === 'title' || name === 'titleAr'}
    />
  );
  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t('workshops.manageEvents.title')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('workshops.manageEvents.new')}
        </Typography>
        <Stack spacing={2}>
          {field('title')}
          {field('titleAr')}
          <TextField
            select
            label={t('workshops.events.category')}
            value={form.category}
            onChange={(e) => setForm({ ...form, category: e.target.value })}
          >
            {EVENT_CATEGORIES.map((c) => (
              <MenuItem key={c} value={c}>
                {t(`workshops.events.categories.${c}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="datetime-local"
            label={t('workshops.manageEvents.startDate')}
            value={form.startDate}
            onChange={(e) => setForm({ ...form, startDate: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            required
          />
          <FormControlLabel
            control={
              <Switch checked={form.isOnline} onChange={(e) => setForm({ ...form, isOnline: e.target.checked })} />
            }
            label={t('workshops.online')}
          />
          {field('venue')}
          {field('venueAr')}
          <Button variant="contained" disabled={!ready || create.isPending} onClick={() => create.mutate()}>
            {t('workshops.manageEvents.create')}
          </Button>
        </Stack>
      </Paper>
      {events.isSuccess && events.data.length === 0 && <Typography>{t('workshops.manageEvents.none')}</Typography>}
      <List>
        {events.data?.map((e) => (
          <EventListItem
            key={e.id}
            event={e}
            detail={t('workshops.events.attendees', { count: e.attendees ?? 0 })}
            testId="organised-event"
            action={
              e.status === 'cancelled' ? (
                <Chip size="small" label={t('workshops.manage.status.cancelled')} />
              ) : (
                <Button size="small" color="error" onClick={() => cancel.mutate(e.id)}>
                  {t('workshops.manageEvents.cancel')}
                </Button>
              )
            }
          />
        ))}
      </List>
    </Container>
  );
}
