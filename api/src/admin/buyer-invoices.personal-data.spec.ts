import { describe, expect, it } from '@jest/globals';
import { BuyerInvoicesPersonalData } from './buyer-invoices.personal-data.js';

type Ctor = ConstructorParameters<typeof BuyerInvoicesPersonalData>;
const seller = {
  sellerId: 's1',
  businessName: 'Athr',
  businessNameAr: 'أثر',
  vatNumber: '300000000000003',
  crNumber: '1010101010',
  address: { city: 'Jeddah' },
};
const invoices = new Map([
  ['inv-order', { id: 'inv-order', seller, buyer: { name: 'Reem' } }],
  ['inv-hammer', { id: 'inv-hammer', seller, buyer: { name: 'Reem' } }],
]);

const section = new BuyerInvoicesPersonalData(
  { collect: async () => ({ asBuyer: [{ invoiceIds: ['inv-order', 'inv-gone'] }] }) } as unknown as Ctor[0],
  {
    collect: async () => ({ wins: [{ hammerInvoiceId: 'inv-hammer', premiumInvoiceId: null }] }),
  } as unknown as Ctor[1],
  { find: async (id: string) => invoices.get(id) ?? null } as unknown as Ctor[2],
);

describe('the buyer invoices section', () => {
  it("gathers the invoices of the person's orders and auction wins, naming the seller only by business name", async () => {
    const found = (await section.collect('u1')) as Array<Record<string, unknown>>;
    expect(found.map((i) => i.id)).toEqual(['inv-order', 'inv-hammer']);
    expect(found[0]).toEqual({
      id: 'inv-order',
      buyer: { name: 'Reem' },
      seller: { businessName: 'Athr', businessNameAr: 'أثر' },
    });
    expect(JSON.stringify(found)).not.toMatch(/1010101010|Jeddah|300000000000003/);
  });
});
