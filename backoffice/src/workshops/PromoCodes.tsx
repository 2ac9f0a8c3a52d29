import { DataTable, ReferenceManyField, useTranslate, type RaRecord } from 'react-admin';
import Typography from '@mui/material/Typography';
import { ChoiceCol, DateCol, NumberCol } from '../kit/lists';

const Col = DataTable.Col;
const ACTIVE_COLOURS = { true: 'success', false: 'default' } as const;
const GROUP = 'resources.workshop-promo-codes';

/** The workshop's promo codes with their uses, newest first (read-only: organisers manage them in the storefront). */
export const PromoCodes = () => {
  const translate = useTranslate();
  return (
    <ReferenceManyField
      reference="workshop-promo-codes"
      target="workshopId"
      sort={{ field: 'createdAt', order: 'DESC' }}
      label="resources.workshops.fields.promoCodes"
    >
      <DataTable bulkActionButtons={false} rowClick={false} empty={<Empty />}>
        <Col source="code" disableSort />
        <ChoiceCol source="kind" group={`${GROUP}.kind`} disableSort />
        <NumberCol source="amount" disableSort />
        <Col
          source="tierIds"
          disableSort
          render={(r: RaRecord) => (r.tierIds?.length ? r.tierIds.join(', ') : translate(`${GROUP}.allTiers`))}
        />
        <NumberCol source="uses" disableSort />
        <Col
          source="maxUses"
          disableSort
          render={(r: RaRecord) => (r.maxUses === null ? translate(`${GROUP}.unlimited`) : String(r.maxUses))}
        />
        <DateCol source="validUntil" disableSort />
        <ChoiceCol source="active" group={`${GROUP}.active`} colours={ACTIVE_COLOURS} disableSort />
      </DataTable>
    </ReferenceManyField>
  );
};
const Empty = () => {
  const translate = useTranslate();
  return <Typography variant="body2">{translate(`${GROUP}.empty`)}</Typography>;
};
