import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { StcPayCodePage } from '../../../components/stcpay/stcpay-code-page';

/** STC Pay's checkout of the buyer's order (`/pay/stcpay/order/{orderId}`): paid, back to the order on the dashboard. */
export default function StcPayOrderPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  return (
    <StcPayCodePage
      base={`/api/orders/${encodeURIComponent(id)}/stcpay`}
      paidText={t('orders.stcpay.paid')}
      next={{ to: `/dashboard?tab=orders&order=${encodeURIComponent(id)}`, label: t('orders.stcpay.myOrders') }}
    />
  );
}
