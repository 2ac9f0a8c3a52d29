import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Workshop } from '../api/workshops-api';

/** The workshop's refund policy in words: what cancelling at least so many days before the start gives back.
 * `riyadhDays`: say how the days are counted (on the workshop's card, where attendees decide). */
export function RefundPolicyText({
  workshop,
  riyadhDays = false,
}: {
  workshop: Pick<Workshop, 'refundPolicy'>;
  riyadhDays?: boolean;
}) {
  const { t } = useTranslation();
  const steps = workshop.refundPolicy?.steps;
  if (!steps) return null;
  const parts = steps.map((step) =>
    t('workshops.refund.policyStep', { count: step.daysBefore, percent: step.percent }),
  );
  const sentence = steps.length
    ? [...parts, t('workshops.refund.policyAfter')].join(t('workshops.refund.policyJoin'))
    : t('workshops.refund.policyNone');
  return (
    <>
      <Typography variant="body2" data-testid="refund-policy">
        {t('workshops.refund.policy')}: {sentence}
      </Typography>
      {riyadhDays && (
        <Typography variant="caption" color="text.secondary" component="p">
          {t('workshops.refund.riyadhDays')}
        </Typography>
      )}
    </>
  );
}
