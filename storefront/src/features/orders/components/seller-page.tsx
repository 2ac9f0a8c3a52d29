import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadError } from '../../../components/tab-states';
import { usePageTitle } from '../../../components/use-page-title';
import { useLocalized } from '../../../i18n/use-localized';
import {
  paymentSettingsQuery,
  sellerOffersQuery,
  sellerOrdersQuery,
  sellerPayoutsQuery,
  type Payout,
} from '../api/orders-api';
import { PaymentSettingsForm } from './payment-settings-form';
import { useLanguage } from '../../../i18n/use-language';
import { OfferActions } from './offer-actions';
import { useMoney } from './order-bits';
import { OrderList } from './order-list';
import { DisputePanel } from './dispute-panel';

function Section({ title, children, testId }: { title: string; children: React.ReactNode; testId: string }) {
  return (
    <Stack spacing={1} component="section" data-testid={testId}>
      <Typography variant="h5" component="h2">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** A payout's status: when it falls due, the account it was settled to, or why it waits. */
function PayoutStatus({ payout }: { payout: Payout }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = useMoney();
  const waiting = payout.waitingFor;
  const recovered = payout.settlement?.recovered ?? 0;
  const owed = payout.recoveryOwed ?? 0;
  return (
    <>
      {t(`orders.payoutStatus.${payout.status}`, {
        days: payout.settlesBusinessDaysAfterDelivery,
        date: payout.dueOn ?? '',
        last4: payout.settlement?.ibanLast4 ?? '',
      })}
      {recovered > 0 ? (
        <Typography variant="body2" color="text.secondary" data-testid="payout-recovered">
          {t('orders.payoutRecovery.keptBack', {
            amount: money(recovered),
            sent: money(Math.round((payout.payout - recovered) * 100) / 100),
          })}
        </Typography>
      ) : null}
      {owed > 0 ? (
        <Typography variant="body2" color="warning.main" data-testid="payout-owed">
          {t('orders.payoutRecovery.owed', { amount: money(owed) })}
        </Typography>
      ) : null}
      {waiting ? (
        <Typography variant="body2" color="warning.main" data-testid="payout-waiting">
          {language === 'ar' ? waiting.messageAr : waiting.message}
        </Typography>
      ) : null}
    </>
  );
}

/** /seller: the offers to answer (accept, decline, counter), the disputes to answer, the orders to fulfil, the payouts (with their bank
 * transfer's reference once settled) and the payment settings (methods accepted, bank details for payouts). */
export default function SellerPage() {
  const { t } = useTranslation();
  usePageTitle(t('orders.seller.title'));
  const local = useLocalized();
  const money = useMoney();
  const offers = useQuery(sellerOffersQuery);
  const orders = useQuery(sellerOrdersQuery);
  const payouts = useQuery(sellerPayoutsQuery);
  const paymentSettings = useQuery(paymentSettingsQuery);
  const open = (offers.data ?? []).filter((o) => o.status === 'offered' || o.status === 'countered');
  const disputes = (orders.data ?? []).filter((o) => o.disputeStatus === 'open');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }} data-testid="seller-page">
      <Typography variant="h1" component="h1" sx={{ mb: 4 }}>
        {t('orders.seller.title')}
      </Typography>
      <Stack spacing={5}>
        <Section title={t('orders.seller.offers')} testId="seller-offers">
          {offers.isPending ? <Skeleton variant="rounded" height={80} /> : offers.isError ? <LoadError /> : null}
          {offers.data && open.length === 0 ? (
            <Typography color="text.secondary">{t('orders.seller.noOffers')}</Typography>
          ) : null}
          {open.length > 0 ? (
            <OrderList items={open} testId="seller-offer" extra={(o) => <OfferActions offer={o} />} />
          ) : null}
        </Section>
        <Section title={t('orders.seller.disputes')} testId="seller-disputes">
          {orders.data && disputes.length === 0 ? (
            <Typography color="text.secondary">{t('orders.seller.noDisputes')}</Typography>
          ) : null}
          {disputes.length > 0 ? (
            <OrderList items={disputes} testId="seller-dispute" extra={(o) => <DisputePanel order={o} />} />
          ) : null}
        </Section>
        <Section title={t('orders.seller.orders')} testId="seller-orders">
          {orders.isPending ? <Skeleton variant="rounded" height={80} /> : orders.isError ? <LoadError /> : null}
          {orders.data?.length === 0 ? (
            <EmptyState
              text={t('orders.seller.noOrders')}
              links={[{ to: '/artworks/manage', label: t('orders.seller.works') }]}
              testId="seller-orders-empty"
            />
          ) : null}
          {orders.data && orders.data.length > 0 ? <OrderList items={orders.data} testId="seller-order" /> : null}
        </Section>
        <Section title={t('orders.seller.payouts')} testId="seller-payouts">
          <Typography variant="body2" color="text.secondary">
            {t('orders.checkout.settlement')}
          </Typography>
          {payouts.isPending ? <Skeleton variant="rounded" height={80} /> : payouts.isError ? <LoadError /> : null}
          {payouts.data?.length === 0 ? (
            <Typography color="text.secondary">{t('orders.seller.noPayouts')}</Typography>
          ) : null}
          {payouts.data && payouts.data.length > 0 ? (
            <Table size="small" aria-label={t('orders.seller.payouts')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('orders.seller.work')}</TableCell>
                  <TableCell>{t('orders.seller.price')}</TableCell>
                  <TableCell>{t('orders.seller.commission')}</TableCell>
                  <TableCell>{t('orders.seller.payout')}</TableCell>
                  <TableCell>{t('orders.seller.status')}</TableCell>
                  <TableCell>{t('orders.seller.reference')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {payouts.data.map((p) => (
                  <TableRow key={p.id} data-testid="payout-row">
                    <TableCell>{local(p.artwork?.title, p.artwork?.titleAr)}</TableCell>
                    <TableCell>{money(p.amount)}</TableCell>
                    <TableCell>{money(p.commission)}</TableCell>
                    <TableCell>{money(p.payout)}</TableCell>
                    <TableCell>
                      <PayoutStatus payout={p} />
                    </TableCell>
                    <TableCell dir="ltr">
                      {/* A payout kept back whole for refunds owed had no transfer, so no reference. */}
                      {p.settlement && p.settlement.recovered !== p.payout ? p.settlement.reference : '—'}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : null}
        </Section>
        <Section title={t('orders.paymentSettings.title')} testId="seller-payment-settings">
          {paymentSettings.isPending ? (
            <Skeleton variant="rounded" height={120} />
          ) : paymentSettings.isError ? (
            <LoadError />
          ) : (
            <PaymentSettingsForm settings={paymentSettings.data} />
          )}
        </Section>
      </Stack>
    </Container>
  );
}
