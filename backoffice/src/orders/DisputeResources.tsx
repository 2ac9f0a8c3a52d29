import { Button, MenuItem, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  DataTable,
  DateField,
  Link,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  useCanAccess,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { ChoiceChip } from '../kit/fields';
import { ChoiceCol, DateCol, RecordList, choiceFilter } from '../kit/lists';
import { ListActions, ShowActions } from '../kit/screens';
import { commandErrorText } from '../kit/useCommand';
import { postJson } from '../common/postJson';
import { DisputePhotos, DisputeTimeline } from './DisputeEvidence';

export const DISPUTE_STATUSES = ['open', 'resolved'] as const;
export const DISPUTE_DECISIONS = ['refund_full', 'refund_partial', 'rejected'] as const;
type Decision = (typeof DISPUTE_DECISIONS)[number];
const COLOURS = { open: 'warning', resolved: 'success' } as const;

/** Disputes, open and resolved (the filter narrows to one), the latest change first; a row opens the dispute. */
export const DisputeList = () => (
  <RecordList
    filters={[choiceFilter('disputeStatus', DISPUTE_STATUSES, 'resources.disputes.status')]}
    actions={<ListActions exportable={false} />}
    sort={{ field: 'updatedAt', order: 'DESC' }}
  >
    <ChoiceCol source="disputeStatus" group="resources.disputes.status" colours={COLOURS} disableSort />
    <ChoiceCol source="dispute.reason" group="resources.disputes.reasons" disableSort />
    <DataTable.Col source="artwork.title" disableSort />
    <ChoiceCol source="dispute.resolution.decision" group="resources.disputes.decisions" disableSort />
    <DateCol source="updatedAt" />
  </RecordList>
);

/** Staff's decision as a command with a reason: a full refund, a partial one (an amount up to what is left of
 * what was paid), or a rejection; moderators and admins (the server checks the amount and the role again). */
export const DisputeDecisionForm = () => {
  const record = useRecordContext<{ id: string; disputeStatus?: string | null }>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ resource: 'disputes', action: 'resolve' });
  const [decision, setDecision] = useState<Decision>('rejected');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const resolve = useMutation({
    mutationFn: () =>
      postJson(`/api/admin/orders/${encodeURIComponent(record!.id)}/dispute/resolve`, {
        decision,
        ...(decision === 'refund_partial' ? { amount: Number(amount) } : {}),
        reason,
      }),
    onSuccess: () => {
      notify('resources.disputes.decide.done', { type: 'success' });
      setReason('');
      setAmount('');
      refresh();
    },
    onError: (error) => notify(commandErrorText(error, translate), { type: 'error' }),
  });
  if (!record || record.disputeStatus !== 'open' || !canAccess) return null;
  const partial = decision === 'refund_partial';
  return (
    <Stack spacing={1} sx={{ maxWidth: 420 }} data-testid="dispute-decision">
      <Typography variant="subtitle1">{translate('resources.disputes.decide.title')}</Typography>
      <MuiTextField
        id="dispute-decision"
        select
        size="small"
        label={translate('resources.disputes.decide.decision')}
        value={decision}
        onChange={(e) => setDecision(e.target.value as Decision)}
      >
        {DISPUTE_DECISIONS.map((d) => (
          <MenuItem key={d} value={d}>
            {translate(`resources.disputes.decisions.${d}`)}
          </MenuItem>
        ))}
      </MuiTextField>
      {partial ? (
        <MuiTextField
          id="dispute-amount"
          size="small"
          type="number"
          label={translate('resources.disputes.decide.amount')}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
      ) : null}
      <MuiTextField
        id="dispute-reason"
        size="small"
        multiline
        minRows={2}
        label={translate('resources.disputes.decide.reason')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <Button
        variant="contained"
        color="warning"
        disabled={resolve.isPending || reason.trim() === '' || (partial && amount === '')}
        onClick={() => resolve.mutate()}
      >
        {translate('resources.disputes.decide.confirm')}
      </Button>
    </Stack>
  );
};

/** From an order to its dispute, when it has one. */
export const DisputeLink = () => {
  const record = useRecordContext<{ id: string; dispute?: unknown }>();
  const translate = useTranslate();
  if (!record?.dispute) return null;
  return (
    <Button size="small" component={Link} to={`/disputes/${encodeURIComponent(record.id)}/show`}>
      {translate('resources.disputes.open')}
    </Button>
  );
};

/** One dispute: the order, the buyer's report, the seller's answer, both sides' photos, the timeline, the decision
 * (or the form to make it); the order's stream in the audit trail. */
export const DisputeShow = () => (
  <Show actions={<ShowActions />}>
    <SimpleShowLayout>
      <TextField source="id" />
      <TextField source="artwork.title" />
      <TextField source="buyerId" />
      <TextField source="sellerId" />
      <ChoiceChip source="disputeStatus" group="resources.disputes.status" colours={COLOURS} />
      <NumberField source="payment.total" emptyText="—" />
      <NumberField source="refunded" />
      <NumberField source="payment.payout" emptyText="—" />
      <DateField source="deliveredAt" showTime emptyText="—" />
      <ChoiceChip source="dispute.reason" group="resources.disputes.reasons" />
      <TextField source="dispute.description" sx={{ whiteSpace: 'pre-wrap' }} />
      <TextField source="dispute.answer.text" emptyText="—" sx={{ whiteSpace: 'pre-wrap' }} />
      <DisputePhotos />
      <DisputeTimeline />
      <ChoiceChip source="dispute.resolution.decision" group="resources.disputes.decisions" />
      <NumberField source="dispute.resolution.refund" emptyText="—" />
      <TextField source="dispute.resolution.reason" emptyText="—" />
      <DisputeDecisionForm />
    </SimpleShowLayout>
  </Show>
);
