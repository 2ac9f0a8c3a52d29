import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../i18n/use-localized';
import { LoadError } from '../../../components/tab-states';
import { orderQuery } from '../api/orders-api';
import { CheckoutForm } from './checkout-form';
import { StatusChip, useMoney } from './order-bits';
import { DisputePanel } from './dispute-panel';

/** One order for its buyer: status, amounts, checkout while payment is due, the tax invoice once issued, and
 * "Report a problem" after delivery (then the dispute's status). */
export function OrderDetail({ id, outcome }: { id: string; outcome: string | null }) {
  const { t, i18n } = useTranslation();
  const local = useLocalized();
  const money = useMoney();
  // A decline code we translate reads in the page's language; any other, the provider's own words as sent.
  const declineText = ({ code, message }: { code: string; message: string }) =>
    i18n.exists(`orders.decline.${code}`) ? t(`orders.decline.${code}`) : message || code;
  // Until the provider's webhook and the invoice job have run, look again every few seconds.
  const order = useQuery({
    ...orderQuery(id),
    refetchInterval: (q) => {
      const o = q.state.data;
      const waiting =
        o && ((outcome === 'succeed' && o.status === 'awaiting_payment') || (o.status === 'paid' && !o.invoice));
      return waiting ? 2_000 : false;
    },
  });
  if (order.isPending) return <Skeleton variant="rounded" height={160} />;
  if (order.isError) return <LoadError />;
  const o = order.data;
  return (
    <Paper variant="outlined" sx={{ p: 3 }} data-testid="order-detail">
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="h6" component="h2">
            {local(o.artwork?.title, o.artwork?.titleAr)}
          </Typography>
          <StatusChip status={o.status} />
        </Stack>
        {outcome === 'succeed' && o.status !== 'paid' ? (
          <Alert severity="info">{t('orders.detail.confirming')}</Alert>
        ) : null}
        {o.paymentDecline && o.status !== 'paid' ? (
          <Alert severity="warning" data-testid="payment-decline">
            {t('orders.detail.declinedBecause', { reason: declineText(o.paymentDecline) })}
          </Alert>
        ) : outcome === 'fail' ? (
          <Alert severity="warning">{t('orders.detail.declined')}</Alert>
        ) : null}
        <Typography>{t('orders.detail.amount', { amount: money(o.amount) })}</Typography>
        {o.auction ? (
          <Typography color="text.secondary" data-testid="order-auction-parts">
            {t('orders.detail.auctionParts', {
              lot: o.auction.lotId,
              hammer: money(o.auction.hammer),
              premium: money(o.auction.premium),
              vat: money(o.auction.vat),
            })}
          </Typography>
        ) : null}
        {o.checkout && o.status === 'paid' ? (
          <Typography data-testid="order-paid-total">
            {t('orders.detail.paid', { amount: money(o.checkout.total) })}
          </Typography>
        ) : null}
        {o.status === 'awaiting_payment' && o.role === 'buyer' ? <CheckoutForm order={o} /> : null}
        {o.invoice ? (
          <Button
            variant="outlined"
            href={`/api/orders/${encodeURIComponent(o.id)}/invoice.pdf`}
            data-testid="order-invoice"
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('orders.detail.invoice', { number: o.invoice.invoiceNumber })}
          </Button>
        ) : o.status === 'paid' ? (
          <Typography color="text.secondary">{t('orders.detail.invoicePending')}</Typography>
        ) : null}
        {o.shippingInvoice ? (
          <Button
            variant="outlined"
            href={`/api/orders/${encodeURIComponent(o.id)}/shipping-invoice.pdf`}
            data-testid="order-shipping-invoice"
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('orders.detail.shippingInvoice', { number: o.shippingInvoice.invoiceNumber })}
          </Button>
        ) : null}
        <DisputePanel order={o} />
      </Stack>
    </Paper>
  );
}
