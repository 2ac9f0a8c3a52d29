import { Button } from '@mui/material';
import { useContext, useState } from 'react';
import {
  ArrayField,
  BooleanField,
  BooleanInput,
  DataTable,
  Link,
  NumberField,
  Show,
  ShowContext,
  SimpleShowLayout,
  TextField,
  useCanAccess,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DateTimeField } from '../common/DateTimeField';
import { ChoiceChip, KnownValueField } from '../kit/fields';
import { ChoiceCol, DateCol, NumberCol, RecordList, choiceFilter, searchFilter } from '../kit/lists';
import { ListActions, ShowActions } from '../kit/screens';
import { ReasonDialog } from '../kit/ReasonDialog';
import { usePostAction } from '../common/postJson';

const Col = DataTable.Col;
const HiddenCol = () => (
  <Col source="hidden">
    <BooleanField source="hidden" />
  </Col>
);
export const COMMISSION_STATUSES = ['open', 'closed', 'in_progress', 'completed', 'cancelled'] as const;
const STATUS_COLOURS = { open: 'success', in_progress: 'info', completed: 'default', cancelled: 'error' } as const;

/** The order selling the delivered work to the collector (number and status), linked to the order's page; `source`
 * names the field for the show layout's label. */
export const CommissionSaleField = (_props: { source: 'sale' }) => {
  const record = useRecordContext<{ sale?: { orderId: string; number: string; status: string } | null }>();
  const translate = useTranslate();
  const sale = record?.sale;
  if (!sale) return <>{translate('resources.commissions.sale.none')}</>;
  return (
    <Link to={`/orders/${encodeURIComponent(sale.orderId)}/show`} data-testid="commission-sale-link">
      {translate('resources.commissions.sale.order', {
        number: sale.number,
        status: translate(`resources.orders.status.${sale.status}`),
      })}
    </Link>
  );
};

/**
 * Hides an abusive request or one bid of it, or restores it, after asking why (moderators and admins; the server
 * checks the role and records the reason in the `commission-<id>` stream).
 */
export const ModerateCommissionButton = ({ bid = false }: { bid?: boolean }) => {
  const record = useRecordContext<{ id: string; hidden?: boolean }>();
  // A bid row sits in the request's Show: the request's id comes from there.
  const requestId = useContext(ShowContext)?.record?.id as string | undefined;
  const translate = useTranslate();
  const { pending, post } = usePostAction();
  const { canAccess } = useCanAccess({ resource: 'commissions', action: 'hide' });
  const [open, setOpen] = useState(false);
  if (!record || !canAccess || (bid && !requestId)) return null;
  const action = record.hidden ? 'restore' : 'hide';
  const what = bid ? 'Bid' : 'Request';
  const base = `/api/admin/commissions/${encodeURIComponent(bid ? requestId! : record.id)}`;
  const url = `${base}${bid ? `/bids/${encodeURIComponent(record.id)}` : ''}/${action}`;
  const confirm = (reason: string) =>
    post(
      url,
      { reason },
      { done: `resources.commissions.moderation.${action}${what}Done`, onDone: () => setOpen(false) },
    );
  const label = translate(`resources.commissions.moderation.${action}${what}`);
  return (
    <>
      <Button
        size="small"
        color={action === 'hide' ? 'error' : 'primary'}
        variant={bid ? 'text' : 'contained'}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        {label}
      </Button>
      <ReasonDialog
        open={open}
        title={label}
        confirmLabel={label}
        destructive={action === 'hide'}
        pending={pending}
        onClose={() => setOpen(false)}
        onConfirm={(reason) => void confirm(reason)}
      />
    </>
  );
};

/** Commission requests (read-only: collectors and artists act from the storefront). */
export const CommissionList = () => (
  <RecordList
    filters={[
      searchFilter,
      choiceFilter('status', COMMISSION_STATUSES, 'resources.commissions.status'),
      <BooleanInput key="hidden" source="hidden" />,
    ]}
    actions={<ListActions exportable={false} />}
    sort={{ field: 'postedAt', order: 'DESC' }}
  >
    <Col source="title" />
    <Col source="titleAr" />
    <ChoiceCol source="category" group="resources.commissions.category" />
    <Col source="deadline" />
    <NumberCol source="bidCount" />
    <ChoiceCol source="status" group="resources.commissions.status" colours={STATUS_COLOURS} />
    <HiddenCol />
    <DateCol source="postedAt" />
  </RecordList>
);

/** One request with every bid (amounts in halalas, as stored). */
export const CommissionShow = ({ id }: { id?: string }) => (
  <Show
    id={id}
    actions={
      <ShowActions>
        <ModerateCommissionButton />
      </ShowActions>
    }
  >
    <SimpleShowLayout>
      <TextField source="title" />
      <TextField source="titleAr" />
      <TextField source="description" />
      <ChoiceChip source="category" group="resources.commissions.category" />
      <KnownValueField source="medium" group="vocabularies.mediums" />
      <KnownValueField source="style" group="vocabularies.styles" />
      <ChoiceChip source="status" group="resources.commissions.status" colours={STATUS_COLOURS} />
      <ChoiceChip source="visibility" group="resources.commissions.visibility" />
      <TextField source="collectorId" />
      <NumberField source="budgetMin" />
      <NumberField source="budgetMax" />
      <TextField source="deadline" />
      <TextField source="cancelReason" emptyText="—" />
      <BooleanField source="hidden" />
      <TextField source="hiddenReason" emptyText="—" />
      <CommissionSaleField source="sale" />
      <ArrayField source="bids">
        <DataTable bulkActionButtons={false} rowClick={false}>
          <Col source="bidderId" />
          <Col source="artistId" />
          <NumberCol source="amount" />
          <Col source="timelineDays" />
          <Col source="proposal" />
          <ChoiceCol source="status" group="resources.commissions.bidStatus" />
          <HiddenCol />
          <Col source="hiddenReason" />
          <Col source="moderate" disableSort label="">
            <ModerateCommissionButton bid />
          </Col>
        </DataTable>
      </ArrayField>
    </SimpleShowLayout>
  </Show>
);

/** Hides a reported message (moderators and admins; the server checks the role too). */
export const HideButton = () => {
  const record = useRecordContext<{ id: string; hidden: boolean }>();
  const translate = useTranslate();
  const { pending, post } = usePostAction();
  const { canAccess } = useCanAccess({ resource: 'commission-messages', action: 'hide' });
  if (!record || record.hidden || !canAccess) return null;
  const hide = () =>
    post(`/api/admin/commission-messages/${encodeURIComponent(record.id)}/hide`, undefined, {
      done: 'resources.commission-messages.hiddenDone',
    });
  return (
    <Button size="small" color="error" variant="contained" disabled={pending} onClick={() => void hide()}>
      {translate('resources.commission-messages.hide')}
    </Button>
  );
};

/** Messages of bid threads that a party reported: staff see only these. */
export const CommissionMessageList = () => (
  <RecordList sort={{ field: 'postedAt', order: 'DESC' }}>
    <Col source="body" />
    <Col source="authorId" />
    <DateCol source="postedAt" />
    <HiddenCol />
  </RecordList>
);

export const CommissionMessageShow = () => (
  <Show
    actions={
      <ShowActions auditTrail={false}>
        <HideButton />
      </ShowActions>
    }
  >
    <SimpleShowLayout>
      <TextField source="body" />
      <TextField source="authorId" />
      <TextField source="commissionId" />
      <TextField source="bidId" />
      <DateTimeField source="postedAt" />
      <BooleanField source="hidden" />
      <ArrayField source="reports">
        <DataTable bulkActionButtons={false} rowClick={false}>
          <Col source="reporterId" />
          <Col source="reason" />
        </DataTable>
      </ArrayField>
    </SimpleShowLayout>
  </Show>
);
