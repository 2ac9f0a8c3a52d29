import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazy } from 'react';
import { lazyNamed, representedBy } from '../kit/resources';

const InvoiceList = lazyNamed(() => import('./InvoiceList'), 'InvoiceList');
const InvoiceShow = lazyNamed(() => import('./InvoiceShow'), 'InvoiceShow');

/** The `invoices` resource (/api/admin/invoices): admins and auditors read; admins retry jobs and issue credit notes. */
export default {
  list: InvoiceList,
  show: InvoiceShow,
  icon: ReceiptLongIcon,
  recordRepresentation: representedBy('invoiceNumber'),
};

export const ChainAuditPage = lazy(() => import('./ChainAudit'));
