import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { formatDateTime, formatMoneyExact, formatNumber } from '../../../lib/format';
import { owedTransfers, refundableOf, type RegistrationRefund } from '../api/registration-refunds-api';
import type { OrganisedRegistration } from '../api/workshops-api';
import { ConfirmRefundSentDialog } from './confirm-refund-sent-dialog';
import { RefundRegistrationDialog } from './refund-registration-dialog';
import { wasPaid } from './revenue-model';

/** A registration's refunds on the organiser's list: what came back, what is still owed back, and each refund the
 * provider refused (asked again later by itself, or, once the retries are spent, left to the organiser). */
export function RegistrationRefunds({ registration }: { registration: OrganisedRegistration }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const payment = registration.payment;
  if (!payment?.refundedAmount && !payment?.refundOwed) return null;
  const lines = [
    payment.refundedAmount > 0 &&
      t('workshops.refundTools.refunded', { amount: formatMoneyExact(payment.refundedAmount, language) }),
    payment.refundOwed > 0 &&
      t('workshops.refundTools.owed', { amount: formatMoneyExact(payment.refundOwed, language) }),
  ].filter(Boolean);
  const refused = payment.refunds.flatMap(({ refundId, amount, status, failure }) =>
    status === 'requested' && failure ? [{ refundId, amount, failure }] : [],
  );
  return (
    <>
      <Typography variant="body2" data-testid="registration-refunds">
        {lines.join(' · ')}
      </Typography>
      {refused.map(({ refundId, amount, failure }) => {
        const values = {
          amount: formatMoneyExact(amount, language),
          reason: failure.reason,
          attempt: formatNumber(failure.attempt, language),
        };
        return (
          <Alert key={refundId} severity={failure.retryAt ? 'warning' : 'error'} sx={{ py: 0, my: 0.5 }}>
            {failure.retryAt
              ? t('workshops.refundTools.refusedRetry', { ...values, at: formatDateTime(failure.retryAt, language) })
              : t('workshops.refundTools.refusedFlagged', values)}
          </Alert>
        );
      })}
    </>
  );
}

/** The organiser's refund of a paid registration (a cancelled one too: what the policy kept can still go back), and each bank-transfer refund owed confirmed as sent. */
export function RegistrationRefundActions({
  workshopId,
  registration,
}: {
  workshopId: string;
  registration: OrganisedRegistration;
}) {
  const { t } = useTranslation();
  const [refunding, setRefunding] = useState(false);
  const [sending, setSending] = useState<RegistrationRefund | null>(null);
  const left = refundableOf(registration.payment);
  const name = `${registration.personalInfo.firstName ?? ''} ${registration.personalInfo.lastName}`.trim();
  return (
    <>
      {wasPaid(registration) && left > 0 && (
        <Button size="small" color="warning" onClick={() => setRefunding(true)}>
          {t('workshops.refundTools.action')}
        </Button>
      )}
      {owedTransfers(registration.payment).map((refund) => (
        <Button key={refund.refundId} size="small" onClick={() => setSending(refund)}>
          {t('workshops.refundTools.sent')}
        </Button>
      ))}
      {refunding && (
        <RefundRegistrationDialog
          workshopId={workshopId}
          registrationId={registration.id}
          name={name}
          left={left}
          onClose={() => setRefunding(false)}
        />
      )}
      {sending && (
        <ConfirmRefundSentDialog
          workshopId={workshopId}
          registrationId={registration.id}
          refund={sending}
          onClose={() => setSending(null)}
        />
      )}
    </>
  );
}
