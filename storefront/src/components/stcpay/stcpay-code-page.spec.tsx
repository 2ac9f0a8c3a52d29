import { describe } from 'vitest';
import { stcPayCodePageCases, type StcPayCodePageCase } from '../../test-utils/stcpay-code-page-cases';

/** The one code page, through each route that pays by it: a workshop registration's and an order's. */
const PAYABLES: (StcPayCodePageCase & { what: string })[] = [
  {
    what: 'a registration',
    route: '/pay/stcpay/r9',
    base: '/api/my-workshops/r9/stcpay',
    named: { registrationId: 'r9' },
    paid: /Paid: your seat is confirmed/,
    next: { name: 'My events', href: '/my-events' },
  },
  {
    what: 'an order',
    route: '/pay/stcpay/order/o9',
    base: '/api/orders/o9/stcpay',
    named: { orderId: 'o9' },
    paid: /Paid: your order is confirmed/,
    next: { name: 'My orders', href: '/dashboard?tab=orders&order=o9' },
  },
];

for (const { what, ...payable } of PAYABLES)
  describe(`STC Pay checkout page of ${what}`, () => {
    stcPayCodePageCases(payable);
  });
