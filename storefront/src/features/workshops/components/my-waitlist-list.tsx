import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLanguage } from '../../../i18n/use-language';
import { pick } from '../../../i18n/use-localized';
import { formatDateTime } from '../../../lib/format';
import { myWaitlistQuery } from '../api/workshops-api';
import { EventListItem } from './event-list-item';

/** My places on sold-out tiers' waiting lists: my number, or the seat held for me and until when (My Events). */
export function MyWaitlistList() {
  const { t } = useTranslation();
  const language = useLanguage();
  const places = useQuery(myWaitlistQuery);
  if (!places.data?.length) return null;
  return (
    <>
      <Typography variant="h5" component="h2" sx={{ mt: 3 }}>
        {t('workshops.waitlist.title')}
      </Typography>
      <List>
        {places.data.map((p) => {
          const offered = p.status === 'offered' && !!p.offerExpiresAt;
          const tier = pick(language, p.tierName ?? p.tierId, p.tierNameAr);
          return (
            <EventListItem
              key={`${p.workshopId}:${p.tierId}`}
              event={p.workshop ?? null}
              testId="my-waitlist-place"
              detail={
                offered
                  ? t('workshops.waitlist.offered', {
                      tier,
                      deadline: formatDateTime(p.offerExpiresAt!, language),
                    })
                  : t('workshops.waitlist.waiting', { tier, position: p.position })
              }
              action={
                offered ? (
                  <Button component={RouterLink} to={`/workshops#workshop-${p.workshopId}`} size="small">
                    {t('workshops.register')}
                  </Button>
                ) : null
              }
            />
          );
        })}
      </List>
    </>
  );
}
