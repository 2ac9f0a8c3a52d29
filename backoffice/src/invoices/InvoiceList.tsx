import { Box } from '@mui/material';
import { DataTable, FilterButton, List, NumberField, TopToolbar } from 'react-admin';
import { ServerExportButton } from '../common/ServerExportButton';
import { Link as RouterLink } from 'react-router';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ChoiceCol, DateCol } from '../kit/lists';
import { invoiceFilters } from './invoiceFilters';
import { STATUS_COLOURS, ZATCA_COLOURS } from './invoiceChoices';
import { OldestUnreported } from './OldestUnreported';

const Col = DataTable.Col;

const Actions = () => {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <Button size="small" component={RouterLink} to="/invoice-chain-audit">
        {translate('resources.invoices.audit.menu')}
      </Button>
      <FilterButton />
      <ServerExportButton />
    </TopToolbar>
  );
};

/** Every seller's invoices with their signing and clearance status (admins and auditors). */
export const InvoiceList = () => (
  <>
    <Box sx={{ mt: 1 }}>
      <OldestUnreported />
    </Box>
    <List filters={invoiceFilters} actions={<Actions />} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <Col source="invoiceNumber" />
        <ChoiceCol source="documentKind" group="resources.invoices.kind" />
        <ChoiceCol source="invoiceType" group="resources.invoices.type" disableSort />
        <Col source="sellerBusinessName" disableSort />
        <Col source="buyerName" disableSort />
        <Col source="totalAmount" disableSort>
          <NumberField source="totalAmount" options={{ style: 'currency', currency: 'SAR' }} />
        </Col>
        <ChoiceCol source="status" group="resources.invoices.status" colours={STATUS_COLOURS} />
        <ChoiceCol source="zatcaClearanceStatus" group="resources.invoices.zatca" colours={ZATCA_COLOURS} />
        <Col source="icv" />
        <DateCol source="createdAt" />
      </DataTable>
    </List>
  </>
);
