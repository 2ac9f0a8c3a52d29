import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazy } from 'react';
import { lazyNamed, representedBy } from '../kit/resources';

/** The `invoices` resource (/api/admin/invoices): admins and auditors read; admins retry jobs and issue credit notes. */
export default {
  list: lazyNamed(() => import('./InvoiceList'), 'InvoiceList'),
  show: lazyNamed(() => import('./InvoiceShow'), 'InvoiceShow'),
  icon: ReceiptLongIcon,
  recordRepresentation: representedBy('invoiceNumber'),
};

export const ChainAuditPage = lazy(() => import('./ChainAudit'));
