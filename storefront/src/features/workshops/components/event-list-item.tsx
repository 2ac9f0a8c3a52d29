import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { ReactNode } from 'react';
import { useLanguage } from '../../../i18n/use-language';
import { pick } from '../../../i18n/use-localized';
import { formatDate } from '../../../lib/format';

/** An event in a list (my events, the organiser's events): its title in the interface language, date · detail. */
export function EventListItem({
  event,
  detail,
  action,
  testId,
}: {
  event: { title: string; titleAr?: string | null; startDate: string } | null;
  detail: string;
  action: ReactNode;
  testId: string;
}) {
  const language = useLanguage();
  return (
    <ListItem divider data-testid={testId} secondaryAction={action}>
      <ListItemText
        primary={event ? pick(language, event.title, event.titleAr) : undefined}
        secondary={event ? `${formatDate(event.startDate, language)} · ${detail}` : undefined}
      />
    </ListItem>
  );
}
