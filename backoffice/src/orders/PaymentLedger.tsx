import { Button, TextField as MuiTextField } from '@mui/material';
import { useState } from 'react';
import {
  DataTable,
  type Identifier,
  Link,
  type RaRecord,
  useCanAccess,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ChoiceCol, DateCol, NumberCol, RecordList, choiceFilter } from '../kit/lists';
import { ListActions } from '../kit/screens';
import { ReasonDialog } from '../kit/ReasonDialog';
import { RefundFailureNotice, type RefundFailure } from '../kit/RefundFailure';
import { usePostAction } from '../common/postJson';

const Col = DataTable.Col;

export const LEDGER_SOURCES = ['order', 'workshop'] as const;
export const LEDGER_PROVIDERS = ['stcpay', 'stripe', 'paypal', 'bank_transfer'] as const;
/** A row's status, as the API's `status` filter reads it: `refunded` only once all of it was given back. */
export const LEDGER_STATUSES = ['awaiting_payment', 'paid', 'refunded', 'released'] as const;
/** What was given back (the API's `refund` filter): a partly refunded payment keeps the status `paid`. */
export const LEDGER_REFUNDS = ['none', 'partial', 'full'] as const;
const COLOURS = { paid: 'success', awaiting_payment: 'warning', refunded: 'default', released: 'default' } as const;

export interface LedgerRow extends RaRecord {
  id: string;
  source: (typeof LEDGER_SOURCES)[number];
  stream: string;
  status: string;
  total: number | null;
  refunded: number;
  refundOwed: number;
  refundFailure?: RefundFailure | null;
}

const filters = [
  choiceFilter('source', LEDGER_SOURCES, 'resources.payments.sources'),
  choiceFilter('provider', LEDGER_PROVIDERS, 'resources.payouts.methods'),
  choiceFilter('status', LEDGER_STATUSES, 'resources.payments.status'),
  choiceFilter('refund', LEDGER_REFUNDS, 'resources.payments.refunds'),
];

/** The row's event stream in the audit explorer (an order's or a registration's). */
const StreamLink = () => {
  const record = useRecordContext<LedgerRow>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Button
      size="small"
      component={Link}
      to={`/audit/${encodeURIComponent(record.stream)}`}
      onClick={(event: React.MouseEvent) => event.stopPropagation()}
    >
      {translate('resources.payments.stream')}
    </Button>
  );
};

/** An admin's refund of a paid row, any amount up to what is left, with a reason (the server checks both). */
const RefundAction = () => {
  const record = useRecordContext<LedgerRow>();
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'payments', action: 'refund' });
  const { pending, post } = usePostAction();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  if (!record || record.status !== 'paid' || !canAccess) return null;
  const refund = (reason: string) =>
    post(
      `/api/admin/payments/${encodeURIComponent(record.id)}/refunds`,
      { amount: Number(amount), reason },
      { done: 'resources.orders.refund.done', onDone: () => setOpen(false) },
    );
  return (
    <>
      <Button
        size="small"
        color="warning"
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        {translate('resources.orders.refund.title')}
      </Button>
      <ReasonDialog
        open={open}
        title={translate('resources.orders.refund.title')}
        confirmLabel={translate('resources.orders.refund.confirm')}
        pending={pending}
        destructive
        ready={Number(amount) > 0}
        onClose={() => setOpen(false)}
        onConfirm={(reason) => void refund(reason)}
      >
        <MuiTextField
          autoFocus
          fullWidth
          margin="dense"
          type="number"
          label={translate('resources.orders.refund.amount')}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
      </ReasonDialog>
    </>
  );
};

/** An order's row opens its order; a workshop registration's has no page here (its stream is linked). */
const toOrder = (_id: Identifier, _resource: string, record: RaRecord) =>
  (record as LedgerRow).source === 'order' ? `/orders/${record.id}/show` : false;

/** The payments ledger: orders' and workshop registrations' payments, refunds and what is still owed back. */
export const PaymentList = () => (
  <RecordList
    filters={filters}
    actions={<ListActions exportable={false} />}
    sort={{ field: 'createdAt', order: 'DESC' }}
    rowClick={toOrder}
  >
    <ChoiceCol source="source" group="resources.payments.sources" disableSort />
    <ChoiceCol source="provider" group="resources.payouts.methods" disableSort />
    <Col source="reference" disableSort />
    <NumberCol source="total" fraction={2} disableSort />
    <NumberCol source="fee" fraction={2} disableSort />
    <ChoiceCol source="status" group="resources.payments.status" colours={COLOURS} disableSort />
    <NumberCol source="refunded" fraction={2} disableSort />
    <NumberCol source="refundOwed" fraction={2} disableSort />
    <Col source="refundFailure" disableSort>
      <RefundFailureNotice compact />
    </Col>
    <DateCol source="paidAt" disableSort />
    <DateCol source="createdAt" />
    <Col source="stream" disableSort>
      <StreamLink />
    </Col>
    <Col source="actions" disableSort>
      <RefundAction />
    </Col>
  </RecordList>
);
