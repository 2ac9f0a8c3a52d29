import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { myWorkshopsQuery } from '../api/workshops-api';
import { EventListItem } from './event-list-item';

/** My workshop registrations (My Events): paid or pending, attended, and the certificate once checked in. */
export function MyWorkshopsList() {
  const { t } = useTranslation();
  const mine = useQuery(myWorkshopsQuery);
  if (!mine.data?.length) return null;
  return (
    <>
      <Typography variant="h5" component="h2" sx={{ mt: 3 }}>
        {t('workshops.certificate.section')}
      </Typography>
      <List>
        {mine.data.map((r) => (
          <EventListItem
            key={r.id}
            event={r.workshop}
            testId="my-workshop"
            detail={t(`workshops.manage.attendanceValues.${r.attendanceStatus}`)}
            action={
              r.attendanceStatus === 'attended' ? (
                <Button component="a" size="small" href={`/api/my-workshops/${r.id}/certificate.pdf`} download>
                  {t('workshops.certificate.download')}
                </Button>
              ) : null
            }
          />
        ))}
      </List>
    </>
  );
}
