import { SearchInput, SelectInput, TextInput } from 'react-admin';
import { choicesOf, DOCUMENT_KINDS, INVOICE_STATUSES, INVOICE_TYPES, ZATCA_STATUSES } from './invoiceChoices';

export const invoiceFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={choicesOf(INVOICE_STATUSES, 'status')} />,
  <SelectInput key="zatcaClearanceStatus" source="zatcaClearanceStatus" choices={choicesOf(ZATCA_STATUSES, 'zatca')} />,
  <SelectInput key="invoiceType" source="invoiceType" choices={choicesOf(INVOICE_TYPES, 'type')} />,
  <SelectInput key="documentKind" source="documentKind" choices={choicesOf(DOCUMENT_KINDS, 'kind')} />,
  <TextInput key="sellerId" source="sellerId" />,
];
