import { cleanup } from '@testing-library/react';
import { afterEach, describe, vi } from 'vitest';
import { stcPayCodePageCases } from '../../../test-utils/stcpay-code-page-cases';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('STC Pay checkout page of an order', () => {
  stcPayCodePageCases({
    route: '/pay/stcpay/order/o9',
    base: '/api/orders/o9/stcpay',
    named: { orderId: 'o9' },
    paid: /Paid: your order is confirmed/,
    next: { name: 'My orders', href: '/dashboard?tab=orders&order=o9' },
  });
});
