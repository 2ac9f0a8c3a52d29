import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { InvoiceStatus, ZatcaStatus } from '../api/invoices-api';

/** SPEC section 2: draft blue, sent orange, paid green, anything else red. */
const STATUS_COLOR: Record<string, 'info' | 'warning' | 'success'> = {
  draft: 'info',
  sent: 'warning',
  paid: 'success',
};
const KNOWN = ['draft', 'sent', 'paid', 'overdue', 'cancelled'];

export function StatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation();
  const color = STATUS_COLOR[status] ?? 'error';
  return (
    <Chip
      size="small"
      color={color}
      data-testid="invoice-status"
      data-color={color}
      label={KNOWN.includes(status) ? t(`invoices.status.${status}`) : status}
    />
  );
}

/** The authority's progress; cleared is highlighted (SPEC section 9). */
export function ClearanceBadge({ status }: { status: ZatcaStatus }) {
  const { t } = useTranslation();
  const color = status === 'cleared' || status === 'reported' ? 'success' : status === 'rejected' ? 'error' : 'default';
  return (
    <Chip
      size="small"
      variant={status === 'cleared' ? 'filled' : 'outlined'}
      color={color}
      data-testid="clearance-status"
      label={t(`invoices.zatca.${status}`)}
    />
  );
}

export function TypeLabel({ type }: { type: 'standard' | 'simplified' }) {
  const { t } = useTranslation();
  return (
    <Chip size="small" variant="outlined" label={t(type === 'standard' ? 'invoices.type.b2b' : 'invoices.type.b2c')} />
  );
}
