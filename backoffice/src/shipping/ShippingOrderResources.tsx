import {
  ArrayField,
  DataTable,
  FilterButton,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
} from 'react-admin';
import { DateTimeField } from '../common/DateTimeField';
import { ChoiceChip } from '../kit/fields';
import { ShowActions } from '../kit/screens';

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

/** Every shipping order with its status (read-only: sellers, providers and carriers move them). */
export const ShippingOrderList = () => (
  <List
    filters={[
      <SearchInput key="q" source="q" alwaysOn />,
      <SelectInput
        key="status"
        source="status"
        choices={SHIPPING_STATUSES.map((id) => ({ id, name: `${GROUP}.${id}` }))}
      />,
    ]}
    actions={
      <TopToolbar>
        <FilterButton />
      </TopToolbar>
    }
    sort={{ field: 'createdAt', order: 'DESC' }}
    perPage={25}
  >
    <DataTable rowClick="show" bulkActionButtons={false}>
      <Col source="orderNumber" />
      <Col source="artworkTitle" disableSort />
      <Col source="carrier" disableSort />
      <Col source="trackingNumber" disableSort />
      <Col source="shipBy">
        <DateTimeField source="shipBy" />
      </Col>
      <Col source="status">
        <ChoiceChip source="status" group={GROUP} colours={STATUS_COLOURS} />
      </Col>
      <Col source="createdAt">
        <DateTimeField source="createdAt" />
      </Col>
    </DataTable>
  </List>
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
      <TextField source="carrier" emptyText="—" />
      <TextField source="trackingNumber" emptyText="—" />
      <DateTimeField source="shipBy" />
      <DateTimeField source="shippedAt" />
      <NumberField source="handlingHours" emptyText="—" />
      <DateTimeField source="deliveredAt" />
      <DateTimeField source="disputeWindowEndsAt" />
      <ArrayField source="events">
        <DataTable bulkActionButtons={false} rowClick={false}>
          <Col source="at">
            <DateTimeField source="at" />
          </Col>
          <Col source="status">
            <ChoiceChip source="status" group={GROUP} colours={STATUS_COLOURS} />
          </Col>
          <Col source="place" />
          <Col source="description" />
          <Col source="source" />
        </DataTable>
      </ArrayField>
    </SimpleShowLayout>
  </Show>
);
