import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { EmptyState, QueryList } from '../../../components/tab-states';
import { myOffersQuery } from '../api/orders-api';
import { OfferActions } from './offer-actions';
import { OrderList } from './order-list';

/** The buyer's offers: answer a counter-offer, withdraw an open offer, pay an accepted one. */
export function MyOffersTab() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const offers = useQuery(myOffersQuery);
  const toOrder = (id: string) => `/dashboard?tab=orders&order=${encodeURIComponent(id)}`;
  const empty = (
    <EmptyState
      text={t('orders.offers.empty')}
      links={[{ to: '/search', label: t('orders.mine.browse') }]}
      testId="offers-empty"
    />
  );
  return (
    <QueryList query={offers} loading={<Skeleton variant="rounded" height={120} />} empty={empty}>
      {(items) => (
        <OrderList
          items={items}
          testId="my-offers"
          extra={(o) =>
            o.isOrder ? (
              <Button size="small" component={RouterLink} to={toOrder(o.id)}>
                {o.status === 'awaiting_payment' ? t('orders.offers.pay') : t('orders.mine.open')}
              </Button>
            ) : (
              <OfferActions offer={o} onAccepted={(order) => navigate(toOrder(order.id))} />
            )
          }
        />
      )}
    </QueryList>
  );
}
