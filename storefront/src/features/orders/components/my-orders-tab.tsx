import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { EmptyState, LoadError } from '../../../components/tab-states';
import { myOrdersQuery } from '../api/orders-api';
import { OrderDetail } from './order-detail';
import { OrderList } from './order-list';

/** The buyer's orders in the dashboard; `?order=<id>` opens one (its checkout while payment is due). */
export function MyOrdersTab() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const selected = params.get('order');
  const orders = useQuery(myOrdersQuery);
  if (orders.isPending) return <Skeleton variant="rounded" height={120} />;
  if (orders.isError) return <LoadError />;
  return (
    <Stack spacing={2}>
      {selected ? <OrderDetail id={selected} outcome={params.get('payment')} /> : null}
      {orders.data.length === 0 ? (
        <EmptyState
          text={t('orders.mine.empty')}
          links={[{ to: '/search', label: t('orders.mine.browse') }]}
          testId="orders-empty"
        />
      ) : (
        <OrderList
          items={orders.data}
          testId="my-orders"
          extra={(o) =>
            o.id === selected ? null : (
              <Button
                size="small"
                component={RouterLink}
                to={`/dashboard?tab=orders&order=${encodeURIComponent(o.id)}`}
              >
                {t('orders.mine.open')}
              </Button>
            )
          }
        />
      )}
    </Stack>
  );
}
