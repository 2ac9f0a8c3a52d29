import { ArrayField, DataTable, FunctionField, NumberField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { DateTimeField } from '../common/DateTimeField';
import { ChoiceChip } from '../kit/fields';
import { ChoiceCol, DateCol, RecordList, choiceFilter, searchFilter } from '../kit/lists';
import { ListActions, ShowActions } from '../kit/screens';

const Col = DataTable.Col;

export const SHIPPING_STATUSES = [
  'awaiting_shipment',
  'shipped',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'returned',
  'exception',
] as const;
const STATUS_COLOURS = {
  awaiting_shipment: 'warning',
  shipped: 'info',
  in_transit: 'info',
  out_for_delivery: 'info',
  delivered: 'success',
  returned: 'default',
  exception: 'error',
} as const;
const GROUP = 'resources.shipping-orders.status';
const StatusCol = () => <ChoiceCol source="status" group={GROUP} colours={STATUS_COLOURS} />;

/** Every shipping order with its status (read-only: sellers, providers and carriers move them). */
export const ShippingOrderList = () => (
  <RecordList
    filters={[searchFilter, choiceFilter('status', SHIPPING_STATUSES, GROUP)]}
    actions={<ListActions exportable={false} />}
    sort={{ field: 'createdAt', order: 'DESC' }}
  >
    <Col source="orderNumber" />
    <Col source="artworkTitle" disableSort />
    <ChoiceCol source="carrier" group="resources.shipping-orders.carrier" disableSort />
    <Col source="trackingNumber" disableSort />
    <DateCol source="shipBy" />
    <StatusCol />
    <DateCol source="createdAt" />
  </RecordList>
);

/** One shipping order: parties, shipment, delivery and dispute window, the tracking history; its stream via the
 * audit trail button. */
export const ShippingOrderShow = () => (
  <Show actions={<ShowActions />}>
    <SimpleShowLayout>
      <TextField source="orderNumber" />
      <TextField source="artworkTitle" />
      <ChoiceChip source="status" group={GROUP} colours={STATUS_COLOURS} />
      <TextField source="sellerId" />
      <TextField source="buyerId" />
      <TextField source="providerId" emptyText="—" />
      <FunctionField
        source="address"
        render={(r: { address?: { city?: string; country?: string } | null }) =>
          r.address ? `${r.address.city ?? ''} (${r.address.country ?? ''})` : '—'
        }
      />
      <ChoiceChip
        source="carrier"
        group="resources.shipping-orders.carrier"
        label="resources.shipping-orders.fields.carrier"
      />
      <TextField source="trackingNumber" emptyText="—" />
      <DateTimeField source="shipBy" />
      <DateTimeField source="shippedAt" />
      <NumberField source="handlingHours" emptyText="—" />
      <DateTimeField source="deliveredAt" />
      <DateTimeField source="disputeWindowEndsAt" />
      <ArrayField source="events">
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DateCol source="at" />
          <StatusCol />
          <Col source="place" />
          <Col source="description" />
          <Col source="source" />
        </DataTable>
      </ArrayField>
    </SimpleShowLayout>
  </Show>
);
