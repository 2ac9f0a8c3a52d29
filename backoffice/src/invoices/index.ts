import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazy } from 'react';

const InvoiceList = lazy(() => import('./InvoiceList').then((module) => ({ default: module.InvoiceList })));
const InvoiceShow = lazy(() => import('./InvoiceShow').then((module) => ({ default: module.InvoiceShow })));

/** The `invoices` resource (/api/admin/invoices): admins and auditors read; admins retry jobs and issue credit notes. */
export default {
  list: InvoiceList,
  show: InvoiceShow,
  icon: ReceiptLongIcon,
  recordRepresentation: (record: { id: string; invoiceNumber?: string }) => record.invoiceNumber || record.id,
};

export const ChainAuditPage = lazy(() => import('./ChainAudit'));
