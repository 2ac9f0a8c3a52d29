import { type ReactNode, useState } from 'react';
import {
  DataTable,
  type Identifier,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  useCanAccess,
  useRecordContext,
} from 'react-admin';
import { ChoiceChip } from '../kit/fields';
import { ChoiceCol, DateCol, NumberCol, RecordList, choiceFilter } from '../kit/lists';
import { ListActions, ShowActions } from '../kit/screens';
import { CommandPanel, PanelField } from '../kit/CommandPanel';
import { postJson } from '../common/postJson';
import { SellerPaymentSettings } from './SellerPaymentSettings';
import { DisputeLink } from './DisputeResources';

const Col = DataTable.Col;

export const ORDER_STATUSES = [
  'offered',
  'countered',
  'declined',
  'withdrawn',
  'expired',
  'awaiting_payment',
  'paid',
  'released',
  'refunded',
] as const;
const COLOURS = {
  paid: 'success',
  awaiting_payment: 'warning',
  offered: 'info',
  countered: 'info',
  refunded: 'default',
  released: 'default',
} as const;
const statusFilter = [choiceFilter('status', ORDER_STATUSES, 'resources.orders.status')];
const Status = () => <ChoiceChip source="status" group="resources.orders.status" colours={COLOURS} />;

/** The list of one view of the orders, newest first; a row opens the order (a payment or payout, its order). */
const OrdersList = ({ rowClick, children }: { rowClick?: (id: Identifier) => string; children: ReactNode }) => (
  <RecordList
    filters={statusFilter}
    actions={<ListActions exportable={false} />}
    sort={{ field: 'createdAt', order: 'DESC' }}
    rowClick={rowClick}
  >
    {children}
  </RecordList>
);
const StatusCol = () => (
  <Col source="status">
    <Status />
  </Col>
);
const toOrder = (id: Identifier) => `/orders/${id}/show`;

/** Orders (buy-now and accepted offers), newest first. */
export const OrderList = () => (
  <OrdersList>
    <Col source="artwork.title" disableSort />
    <ChoiceCol source="source" group="resources.orders.source" disableSort />
    <NumberCol source="amount" fraction={2} />
    <StatusCol />
    <DateCol source="createdAt" />
  </OrdersList>
);

/** Offers, with the party each one waits for. */
export const OfferList = () => (
  <OrdersList>
    <Col source="artwork.title" disableSort />
    <Col source="offer.listPrice" disableSort />
    <Col source="amount" />
    <ChoiceCol source="offer.awaiting" group="resources.orders.party" disableSort />
    <StatusCol />
    <DateCol source="createdAt" />
  </OrdersList>
);

/** The sellers' payouts: commission kept, payout due after delivery plus the stated business days, its bank
 * transfer's reference once settled with what was kept back of it for refunds owed, and what a refund after
 * payout left the seller owing. */
export const PayoutList = () => (
  <RecordList actions={false} sort={{ field: 'createdAt', order: 'DESC' }} rowClick={toOrder}>
    <Col source="sellerId" disableSort />
    <Col source="amount" disableSort />
    <Col source="commission" disableSort />
    <Col source="payout" disableSort />
    <ChoiceCol
      source="status"
      group="resources.payouts.status"
      colours={{ awaiting_delivery: 'warning', settled: 'success', failed: 'error', held: 'warning' }}
      disableSort
    />
    <Col source="dueOn" disableSort />
    <Col source="settlement.reference" disableSort />
    <Col source="settlement.recovered" disableSort />
    <Col source="recoveryOwed" disableSort />
  </RecordList>
);

/** A refund, full or partial, as a command with a reason (admins; the server checks the amount left). */
const RefundPanel = () => {
  const record = useRecordContext<{ id: string; status: string; checkout?: { total: number }; refunded: number }>();
  const { canAccess } = useCanAccess({ resource: 'orders', action: 'refund' });
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  if (!record || record.status !== 'paid' || !canAccess) return null;
  return (
    <CommandPanel
      testId="refund-panel"
      title="resources.orders.refund.title"
      confirmLabel="resources.orders.refund.confirm"
      ready={amount !== '' && reason.trim() !== ''}
      task={() =>
        postJson(`/api/admin/orders/${encodeURIComponent(record.id)}/refunds`, { amount: Number(amount), reason })
      }
      done="resources.orders.refund.done"
      onDone={() => {
        setAmount('');
        setReason('');
      }}
    >
      <PanelField
        id="refund-amount"
        type="number"
        label="resources.orders.refund.amount"
        value={amount}
        onChange={setAmount}
      />
      <PanelField id="refund-reason" label="resources.orders.refund.reason" value={reason} onChange={setReason} />
    </CommandPanel>
  );
};

/** One order or offer: parties, amounts, checkout, payment, payout and refunds, the seller's payment settings
 * (read-only); its stream in the audit trail. */
export const OrderShow = () => (
  <Show actions={<ShowActions />}>
    <SimpleShowLayout>
      <TextField source="id" />
      <TextField source="artwork.title" />
      <TextField source="buyerId" />
      <TextField source="sellerId" />
      <ChoiceChip source="source" group="resources.orders.source" label="resources.orders.fields.source" />
      <Status />
      <NumberField source="amount" options={{ minimumFractionDigits: 2 }} />
      <ChoiceChip
        source="checkout.paymentMethod"
        group="resources.payouts.methods"
        label="resources.orders.fields.checkout.paymentMethod"
      />
      <NumberField source="checkout.total" emptyText="—" />
      <TextField source="paymentReference" emptyText="—" />
      <NumberField source="payment.commission" emptyText="—" />
      <NumberField source="payment.payout" emptyText="—" />
      <TextField source="payment.payoutDueOn" emptyText="—" />
      <TextField source="payment.payoutSettlement.reference" emptyText="—" />
      <NumberField source="payment.payoutSettlement.recovered" emptyText="—" />
      <NumberField source="payment.recoveryOwed" emptyText="—" />
      <TextField source="payment.payoutFailure.reason" emptyText="—" />
      <SellerPaymentSettings />
      <NumberField source="refunded" />
      <TextField source="releaseReason" emptyText="—" />
      <RefundPanel />
      <DisputeLink />
    </SimpleShowLayout>
  </Show>
);
