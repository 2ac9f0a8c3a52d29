import {
  CreateButton,
  DataTable,
  FilterButton,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  TextInput,
  TopToolbar,
} from 'react-admin';
import { ChoiceCol, DateCol } from '../kit/lists';
import { LocalizedField } from '../kit/fields';

const Col = DataTable.Col;

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    alwaysOn
    choices={['live', 'upcoming', 'ended'].map((id) => ({ id, name: `resources.auctions.status.${id}` }))}
  />,
  <SelectInput
    key="detail"
    source="detail"
    choices={['sold', 'reserve_not_met', 'no_bids', 'cancelled'].map((id) => ({
      id,
      name: `resources.auctions.detail.${id}`,
    }))}
  />,
  <TextInput key="saleId" source="saleId" />,
];

const Actions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
  </TopToolbar>
);

export const STATUS_COLOURS = { live: 'error', upcoming: 'info', ended: 'default' } as const;

/** Every auction, filterable by status, result and sale (admins, moderators, auditors). */
export const AuctionList = () => (
  <List filters={filters} actions={<Actions />} sort={{ field: 'endsAt', order: 'DESC' }} perPage={25}>
    <DataTable rowClick="show" bulkActionButtons={false}>
      <Col source="title" disableSort>
        <LocalizedField source="artwork.title" />
      </Col>
      <Col source="lotId" disableSort />
      <ChoiceCol source="status" group="resources.auctions.status" colours={STATUS_COLOURS} />
      <ChoiceCol source="detail" group="resources.auctions.detail" disableSort />
      <Col source="currentBid">
        <NumberField source="currentBid" options={{ style: 'currency', currency: 'SAR' }} />
      </Col>
      <Col source="bidCount" />
      <Col source="saleId" disableSort />
      <DateCol source="startsAt" />
      <DateCol source="endsAt" />
    </DataTable>
  </List>
);
