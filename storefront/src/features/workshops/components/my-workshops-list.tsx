import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { myWorkshopsQuery, type MyWorkshopRegistration } from '../api/workshops-api';
import { formatDateTime, formatMoneyExact } from '../../../lib/format';
import { useLanguage } from '../../../i18n/use-language';
import type { Language } from '../../../config/constants';
import { CancelRegistrationDialog } from './cancel-registration-dialog';
import { EventListItem } from './event-list-item';

/**
 * What came back, or is on its way back, of a registration's payment. A refund the provider refused is not "on its
 * way": it says when it is asked again or, once the retries are spent, that the organiser gives it back another way.
 */
function refundText(r: MyWorkshopRegistration, t: TFunction, language: Language): string | null {
  const payment = r.payment;
  if (!payment) return null;
  const money = (amount: number) => ({ amount: formatMoneyExact(amount, language) });
  const refused = (payment.refunds ?? []).flatMap(({ status, amount, failure }) =>
    status === 'requested' && failure ? [{ amount, failure }] : [],
  );
  const parts = refused.map(({ amount, failure }) =>
    failure.retryAt
      ? t('workshops.refund.delayed', { ...money(amount), at: formatDateTime(failure.retryAt, language) })
      : t('workshops.refund.stalled', money(amount)),
  );
  // In halalas, so 0.1 + 0.2 leaves nothing "on its way".
  const onItsWay = Math.round((payment.refundOwed ?? 0) * 100 - refused.reduce((sum, x) => sum + x.amount * 100, 0));
  if (onItsWay > 0) parts.push(t('workshops.refund.owed', money(onItsWay / 100)));
  else if (!parts.length && payment.refundedAmount)
    parts.push(t('workshops.refund.refunded', money(payment.refundedAmount)));
  return parts.length ? parts.join(' · ') : null;
}

/** My workshop registrations (My Events): paid or pending, attended, the certificate once checked in, and the
 * cancellation with the refund the workshop's policy gives (shown before confirming). */
export function MyWorkshopsList() {
  const { t } = useTranslation();
  const language = useLanguage();
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
            detail={[t(`workshops.manage.attendanceValues.${r.attendanceStatus}`), refundText(r, t, language)]
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
