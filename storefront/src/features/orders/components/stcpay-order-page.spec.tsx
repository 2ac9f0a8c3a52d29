import { describe } from 'vitest';
import { stcPayCodePageCases } from '../../../test-utils/stcpay-code-page-cases';

describe('STC Pay checkout page of an order', () => {
  stcPayCodePageCases({
    route: '/pay/stcpay/order/o9',
    base: '/api/orders/o9/stcpay',
    named: { orderId: 'o9' },
    paid: /Paid: your order is confirmed/,
    next: { name: 'My orders', href: '/dashboard?tab=orders&order=o9' },
  });
});
