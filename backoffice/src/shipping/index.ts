import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { lazy } from 'react';

const load = <K extends string>(name: K) =>
  lazy(() =>
    import('./ShippingOrderResources').then((module) => ({
      default: (module as unknown as Record<K, React.ComponentType>)[name],
    })),
  );

/** The shipping orders resource (/api/admin/shipping-orders): read-only for admins and auditors. */
export const shippingOrders = {
  list: load('ShippingOrderList'),
  show: load('ShippingOrderShow'),
  icon: LocalShippingIcon,
  recordRepresentation: (record: { orderNumber?: string; id: string }) => record.orderNumber || record.id,
};
