/**
 * The invoicing demo: the demo gallery and artist become VAT-registered sellers, each with invoices in every
 * status and every answer of the simulator; seeding again adds nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { seedInvoicingDemo } from './invoicing.demo.js';
import { eventually } from '../../testing/eventually.js';

let stack: TestStack;
let gallery: TestBrowser;
const saved = { ...process.env };

beforeAll(async () => {
  process.env.ZATCA_SIMULATOR_CHECKER = 'off'; // the clearance suite runs the checker on the same documents
  process.env.INVOICE_PDF_AHEAD = 'false';
  stack = await startTestStack({ storage: 'pglite' });
  gallery = await stack.signIn('gallery@example.sa');
}, 90_000);
afterAll(async () => {
  await stack?.close();
  process.env = saved;
});

describe('invoicing demo', () => {
  it('gives the gallery invoices in every status and every authority answer, once', async () => {
    await seedInvoicingDemo(stack.http.app, stack.runtime);
    const settled = await eventually(async () => {
      const list = (await stack.call(gallery, 'GET', '/api/invoices')).body as {
        status: string;
        zatcaClearanceStatus: string;
        documentKind: string;
      }[];
      const waiting = list.some((i) => i.status !== 'draft' && ['pending', 'signed'].includes(i.zatcaClearanceStatus));
      return waiting ? null : list;
    });
    expect(new Set(settled.map((i) => i.status))).toEqual(new Set(['draft', 'sent', 'paid', 'overdue', 'cancelled']));
    expect(new Set(settled.map((i) => i.zatcaClearanceStatus))).toEqual(
      new Set(['pending', 'cleared', 'reported', 'rejected']),
    );
    expect(new Set(settled.map((i) => i.documentKind))).toEqual(new Set(['invoice', 'creditNote', 'debitNote']));
    const profile = await stack.call(gallery, 'GET', '/api/invoices/seller-profile');
    expect(profile.body).toMatchObject({
      businessName: 'Desert Light Gallery',
      vatNumber: '300000000000003',
      crNumber: '1010123456',
    });

    await seedInvoicingDemo(stack.http.app, stack.runtime);
    expect((await stack.call(gallery, 'GET', '/api/invoices')).body).toHaveLength(settled.length);
  }, 180_000);
});
