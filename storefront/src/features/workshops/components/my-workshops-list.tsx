import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { myWorkshopsQuery, type MyWorkshopRegistration } from '../api/workshops-api';
import { CancelRegistrationDialog } from './cancel-registration-dialog';
import { EventListItem } from './event-list-item';

/** What came back, or is on its way back, of a registration's payment. */
function refundText(r: MyWorkshopRegistration, t: TFunction): string | null {
  const currency = r.payment?.currency ?? 'SAR';
  if (r.payment?.refundOwed) return t('workshops.refund.owed', { amount: r.payment.refundOwed.toFixed(2), currency });
  if (r.payment?.refundedAmount)
    return t('workshops.refund.refunded', { amount: r.payment.refundedAmount.toFixed(2), currency });
  return null;
}

/** My workshop registrations (My Events): paid or pending, attended, the certificate once checked in, and the
 * cancellation with the refund the workshop's policy gives (shown before confirming). */
export function MyWorkshopsList() {
  const { t } = useTranslation();
  const mine = useQuery(myWorkshopsQuery);
  const [cancelling, setCancelling] = useState<string | null>(null);
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
            detail={[t(`workshops.manage.attendanceValues.${r.attendanceStatus}`), refundText(r, t)]
              .filter(Boolean)
              .join(' · ')}
            action={
              r.attendanceStatus === 'attended' ? (
                <Button component="a" size="small" href={`/api/my-workshops/${r.id}/certificate.pdf`} download>
                  {t('workshops.certificate.download')}
                </Button>
              ) : r.status === 'paid' || r.status === 'pending_payment' ? (
                <Button size="small" color="warning" onClick={() => setCancelling(r.id)}>
                  {t('workshops.refund.cancel')}
                </Button>
              ) : null
            }
          />
        ))}
      </List>
      {cancelling ? <CancelRegistrationDialog registrationId={cancelling} onClose={() => setCancelling(null)} /> : null}
    </>
  );
}
