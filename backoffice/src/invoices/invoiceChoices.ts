export const INVOICE_STATUSES = ['draft', 'sent', 'paid', 'overdue', 'cancelled'] as const;
export const ZATCA_STATUSES = ['pending', 'signed', 'cleared', 'reported', 'rejected'] as const;
export const INVOICE_TYPES = ['standard', 'simplified'] as const;
export const DOCUMENT_KINDS = ['invoice', 'creditNote', 'debitNote'] as const;

export const STATUS_COLOURS = {
  draft: 'info',
  sent: 'warning',
  paid: 'success',
  overdue: 'error',
  cancelled: 'default',
} as const;
export const ZATCA_COLOURS = {
  pending: 'default',
  signed: 'info',
  cleared: 'success',
  reported: 'success',
  rejected: 'error',
} as const;

export const choicesOf = (values: readonly string[], group: string) =>
  values.map((id) => ({ id, name: `resources.invoices.${group}.${id}` }));
