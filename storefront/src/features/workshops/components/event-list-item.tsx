import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { ReactNode } from 'react';
import type { Language } from '../../../config/constants';
import { useLanguage } from '../../../i18n/use-language';
import { pick } from '../../../i18n/use-localized';
import { formatDate } from '../../../lib/format';

/** The first day, or first and last when a workshop runs over several days. */
function daysOf(event: { startDate: string; endDate?: string | null }, language: Language): string {
  const first = formatDate(event.startDate, language);
  const last = event.endDate ? formatDate(event.endDate, language) : first;
  return last === first ? first : `${first} – ${last}`;
}

/** An event in a list (my events, the organiser's events): its title in the interface language, its days · detail. */
export function EventListItem({
  event,
  detail,
  action,
  testId,
}: {
  event: { title: string; titleAr?: string | null; startDate: string; endDate?: string | null } | null;
  detail: string;
  action: ReactNode;
  testId: string;
}) {
  const language = useLanguage();
  return (
    <ListItem divider data-testid={testId} secondaryAction={action}>
      <ListItemText
        primary={event ? pick(language, event.title, event.titleAr) : undefined}
        secondary={event ? `${daysOf(event, language)} · ${detail}` : undefined}
      />
    </ListItem>
  );
}
