import { describe } from 'vitest';
import { stcPayCodePageCases } from '../../../test-utils/stcpay-code-page-cases';

describe('STC Pay checkout page of a registration', () => {
  stcPayCodePageCases({
    route: '/pay/stcpay/r9',
    base: '/api/my-workshops/r9/stcpay',
    named: { registrationId: 'r9' },
    paid: /Paid: your seat is confirmed/,
    next: { name: 'My events', href: '/my-events' },
  });
});
