import { Alert } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link, useTranslate } from 'react-admin';
import { invoiceApi } from './invoiceApi';

/** Simplified invoices must be reported within 24 hours: the oldest one not reported yet, and its age. */
export const OldestUnreported = () => {
  const translate = useTranslate();
  const oldest = useQuery({
    queryKey: ['invoices', 'oldest-unreported'],
    queryFn: invoiceApi.oldestUnreported,
    refetchInterval: 30_000,
  });
  if (!oldest.data) return null;
  const { invoice, ageHours, overdue, count } = oldest.data;
  if (!invoice) {
    return (
      <Alert severity="success" data-testid="oldest-unreported">
        {translate('resources.invoices.unreported.none')}
      </Alert>
    );
  }
  return (
    <Alert severity={overdue ? 'error' : 'warning'} data-testid="oldest-unreported">
      {translate('resources.invoices.unreported.oldest', { count, hours: ageHours ?? 0 })}{' '}
      <Link to={`/invoices/${invoice.id}/show`}>{invoice.invoiceNumber}</Link>
      {overdue ? ` — ${translate('resources.invoices.unreported.late')}` : ''}
    </Alert>
  );
};
