import { BooleanInput, DataTable, FilterButton, List, NumberInput, SelectInput, TopToolbar } from 'react-admin';
import { ChoiceCol, DateCol, NumberCol } from '../kit/lists';
import { NextExpiryField } from './ExpiryDate';
import { ExpiringSoonButton } from './ExpiringSoonButton';

const Col = DataTable.Col;

export const KYC_STATUS_COLOURS = { waiting: 'warning', more_requested: 'info', settled: 'default' } as const;
const choices = (values: readonly (string | number)[], group: string) =>
  values.map((id) => ({ id, name: `resources.kyc.${group}.${id}` }));

const kycFilters = [
  <SelectInput
    key="status"
    source="status"
    alwaysOn
    choices={choices(['waiting', 'more_requested', 'settled'], 'status')}
  />,
  <SelectInput key="tierAsked" source="tierAsked" choices={choices([0, 1, 2], 'tiers')} />,
  <NumberInput key="minWaitingDays" source="minWaitingDays" min={0} />,
  // Settled cases too: a person whose approved document expires within 30 days (or has) waits for nothing.
  <BooleanInput key="expiringSoon" source="expiringSoon" />,
];

/**
 * The queue: waiting cases oldest first, with how long each has waited and the tier it would give, and each case's
 * next expiry (sortable; the "expiring soon" filter keeps those within 30 days).
 */
export const KycList = () => (
  <List
    filters={kycFilters}
    filterDefaultValues={{ status: 'waiting' }}
    actions={
      <TopToolbar>
        <ExpiringSoonButton />
        <FilterButton />
      </TopToolbar>
    }
    sort={{ field: 'waitingSince', order: 'ASC' }}
    perPage={25}
  >
    <DataTable rowClick="show" bulkActionButtons={false}>
      <Col source="userId" disableSort />
      <ChoiceCol source="status" group="resources.kyc.status" colours={KYC_STATUS_COLOURS} disableSort />
      <NumberCol source="tier" disableSort />
      <NumberCol source="tierAsked" disableSort />
      <DateCol source="waitingSince" />
      <NumberCol source="waitingHours" disableSort />
      <Col source="nextExpiry">
        <NextExpiryField />
      </Col>
    </DataTable>
  </List>
);
