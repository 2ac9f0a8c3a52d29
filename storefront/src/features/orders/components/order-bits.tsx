import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { formatMoneyExact } from '../../../lib/format';
import type { OrderStatus } from '../api/orders-api';

const COLORS: Partial<Record<OrderStatus, 'success' | 'warning' | 'default' | 'info'>> = {
  paid: 'success',
  awaiting_payment: 'warning',
  offered: 'info',
  countered: 'info',
};

/** An order's or offer's status as a chip, in the interface language. */
export function StatusChip({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <Chip size="small" color={COLORS[status] ?? 'default'} label={t(`orders.status.${status}`)} data-status={status} />
  );
}

/** SAR with two decimals, in the interface language's digits. */
export function useMoney() {
  const language = useLanguage();
  return (amount: number) => formatMoneyExact(amount, language);
}
