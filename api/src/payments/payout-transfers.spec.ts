/** The sandbox bank transfer: one reference per end-to-end id, a closed account refused. */
import { describe, expect, it } from '@jest/globals';
import { SandboxPayoutTransfers } from './payout-transfers.js';

const request = {
  endToEndId: 'order-1',
  accountHolder: 'Gallery Athr',
  iban: 'SA0380000000608010167519',
  amountHalalas: 915_000,
  currency: 'SAR' as const,
};

describe('sandbox payout transfers', () => {
  it('answers the same reference for the same end-to-end id, another for another', async () => {
    const bank = new SandboxPayoutTransfers();
    const first = await bank.transfer(request);
    expect(first).toMatchObject({ status: 'sent', reference: expect.stringMatching(/^SARIE-[0-9A-F]{12}$/) });
    expect(await bank.transfer(request)).toEqual(first);
    expect(await bank.transfer({ ...request, endToEndId: 'order-2' })).not.toEqual(first);
  });

  it('refuses the documented closed test account', async () => {
    const refused = await new SandboxPayoutTransfers().transfer({ ...request, iban: 'SA9280000000608010160000' });
    expect(refused).toEqual({ status: 'rejected', reason: 'account_closed' });
  });
});
