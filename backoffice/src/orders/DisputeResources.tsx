import { Button, MenuItem } from '@mui/material';
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
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ChoiceChip } from '../kit/fields';
import { ChoiceCol, DateCol, RecordList, choiceFilter } from '../kit/lists';
import { ListActions, ShowActions } from '../kit/screens';
import { CommandPanel, PanelField } from '../kit/CommandPanel';
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
  const { canAccess } = useCanAccess({ resource: 'disputes', action: 'resolve' });
  const [decision, setDecision] = useState<Decision>('rejected');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  if (!record || record.disputeStatus !== 'open' || !canAccess) return null;
  const partial = decision === 'refund_partial';
  return (
    <CommandPanel
      testId="dispute-decision"
      title="resources.disputes.decide.title"
      confirmLabel="resources.disputes.decide.confirm"
      ready={reason.trim() !== '' && (!partial || amount !== '')}
      task={() =>
        postJson(`/api/admin/orders/${encodeURIComponent(record.id)}/dispute/resolve`, {
          decision,
          ...(partial ? { amount: Number(amount) } : {}),
          reason,
        })
      }
      done="resources.disputes.decide.done"
      onDone={() => {
        setReason('');
        setAmount('');
      }}
    >
      <PanelField
        id="dispute-decision"
        select
        label="resources.disputes.decide.decision"
        value={decision}
        onChange={(value) => setDecision(value as Decision)}
      >
        {DISPUTE_DECISIONS.map((d) => (
          <MenuItem key={d} value={d}>
            {translate(`resources.disputes.decisions.${d}`)}
          </MenuItem>
        ))}
      </PanelField>
      {partial ? (
        <PanelField
          id="dispute-amount"
          type="number"
          label="resources.disputes.decide.amount"
          value={amount}
          onChange={setAmount}
        />
      ) : null}
      <PanelField
        id="dispute-reason"
        multiline
        minRows={2}
        label="resources.disputes.decide.reason"
        value={reason}
        onChange={setReason}
      />
    </CommandPanel>
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
