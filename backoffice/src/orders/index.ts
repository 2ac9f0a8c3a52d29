import PaymentsIcon from '@mui/icons-material/Payments';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import GavelIcon from '@mui/icons-material/Gavel';
import { lazy } from 'react';

const load = <K extends string>(name: K, from: () => Promise<unknown> = () => import('./OrderResources')) =>
  lazy(() =>
    from().then((module) => ({
      default: (module as Record<K, React.ComponentType>)[name],
    })),
  );

const show = load('OrderShow');
const byId = (record: { id: string }) => record.id.slice(0, 8);

/** The orders resources (/api/admin/orders, /offers, /payouts) and the payments ledger of orders and workshop
 * registrations (/api/admin/payments): staff read them; admins refund. */
export const orders = { list: load('OrderList'), show, icon: ShoppingBagIcon, recordRepresentation: byId };
export const offers = { list: load('OfferList'), show, icon: LocalOfferIcon, recordRepresentation: byId };
export const payments = {
  list: load('PaymentList', () => import('./PaymentLedger')),
  icon: PaymentsIcon,
  recordRepresentation: byId,
};
export const payouts = { list: load('PayoutList'), icon: AccountBalanceIcon, recordRepresentation: byId };
/** Disputes (/api/admin/disputes): staff read them; moderators and admins decide. */
export const disputes = {
  list: load('DisputeList', () => import('./DisputeResources')),
  show: load('DisputeShow', () => import('./DisputeResources')),
  icon: GavelIcon,
  recordRepresentation: byId,
};
