import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Workshop } from '../api/workshops-api';

/** The workshop's refund policy in words: what cancelling at least so many days before the start gives back. */
export function RefundPolicyText({ workshop }: { workshop: Pick<Workshop, 'refundPolicy'> }) {
  const { t } = useTranslation();
  const steps = workshop.refundPolicy?.steps;
  if (!steps) return null;
  const parts = steps.map((step) =>
    t('workshops.refund.policyStep', { count: step.daysBefore, percent: step.percent }),
  );
  return (
    <Typography variant="body2" data-testid="refund-policy">
      {t('workshops.refund.policy')}:{' '}
      {[...parts, t('workshops.refund.policyAfter')].join(t('workshops.refund.policyJoin'))}
    </Typography>
  );
}
