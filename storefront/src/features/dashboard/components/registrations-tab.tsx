import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { formatDate } from '../../../lib/format';
import { registrationsQuery } from '../api/dashboard-queries';
import { useLocalized } from '../../../i18n/use-localized';
import { EmptyState, QueryList } from '../../../components/tab-states';

/** Workshop and event registrations; the empty state points to /workshops and /events (SPEC section 2). */
export function RegistrationsTab() {
  const { t } = useTranslation();
  const language = useLanguage();
  const localized = useLocalized();
  const registrations = useQuery(registrationsQuery);
  const empty = (
    <EmptyState
      text={t('dashboard.registrations.empty')}
      links={[
        { to: '/workshops', label: t('dashboard.registrations.workshops') },
        { to: '/events', label: t('dashboard.registrations.events') },
      ]}
      testId="registrations-empty"
    />
  );
  return (
    <QueryList query={registrations} loading={<Skeleton variant="rounded" height={120} />} empty={empty}>
      {(items) => (
        <List>
          {items.map((r) => (
            <ListItem
              key={`${r.kind}-${r.id}`}
              divider
              data-testid="registration-item"
              secondaryAction={
                <Stack direction="row" spacing={1}>
                  {r.status && (
                    <Chip
                      size="small"
                      color={r.status === 'paid' || r.status === 'attending' ? 'success' : 'default'}
                      label={t(`dashboard.registrations.status.${r.status}`, { defaultValue: r.status })}
                    />
                  )}
                  <Chip size="small" label={t(`dashboard.registrations.kind.${r.kind}`)} />
                </Stack>
              }
            >
              <ListItemText
                primary={localized(r.title, r.titleAr)}
                secondary={r.startDate ? formatDate(r.startDate, language) : undefined}
              />
            </ListItem>
          ))}
        </List>
      )}
    </QueryList>
  );
}
