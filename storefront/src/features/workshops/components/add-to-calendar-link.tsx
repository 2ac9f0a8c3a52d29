import EventIcon from '@mui/icons-material/Event';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { calendarUrl } from '../api/workshops-api';

/** "Add to calendar": downloads the workshop's or event's .ics file, written in the interface language. */
export function AddToCalendarLink({ kind, id }: { kind: 'workshops' | 'events'; id: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Button component="a" href={calendarUrl(kind, id, language)} download size="small" startIcon={<EventIcon />}>
      {t('workshops.addToCalendar')}
    </Button>
  );
}
