/**
 * Demo data of the invoicing context: the demo gallery and artist are VAT-registered sellers with complete
 * profiles, and each has invoices in every status (draft, sent, paid, overdue, cancelled by a credit note, one
 * corrected by a debit note) and every answer of the authority's simulator (cleared, reported, rejected: the
 * rejected one names the simulator's marker in its buyer name). Safe on every start: invoices are created with
 * fixed Idempotency-Keys and each step runs only when the invoice is not past it yet. Sold demo auction lots get
 * their invoices from the auctions context's events (see auction-invoices/).
 */
import type { INestApplication } from '@nestjs/common';
import type { Runtime } from '../../platform/runtime.js';
import { DEMO_ACCOUNTS } from '../../platform/auth/dev-idp/demo-accounts.js';
import { DEV_ISSUER_KEY } from '../../identity/index.js';
import { userIdFor } from '../../identity/index.js';
import { DomainError } from '../../platform/errors/domain-errors.js';
import { SellerInvoicing } from '../application/seller-invoicing.js';
import { InvoiceQueries } from '../application/invoice-queries.js';
import { InvoiceNotes } from '../application/invoice-notes.js';
import { OverdueInvoices } from '../clearance/overdue-invoices.js';
import { AuctionInvoicing } from '../auction-invoices/auction-invoicing.js';
import type { InvoiceView } from '../application/invoice-view.js';
import type { InvoiceFormBody } from '../application/invoice-form.js';

const idOf = (email: string) => userIdFor(DEV_ISSUER_KEY, DEMO_ACCOUNTS.find((a) => a.email === email)!.subject);

const SELLERS = [
  {
    email: 'gallery@example.sa',
    prefix: 'gallery',
    profile: {
      businessName: 'Desert Light Gallery',
      businessNameAr: 'معرض ضوء الصحراء',
      vatNumber: '300000000000003',
      crNumber: '1010123456',
      address: {
        street: 'King Fahd Road',
        buildingNumber: '2322',
        postalCode: '12222',
        district: 'Al Olaya',
        city: 'Riyadh',
        countryCode: 'SA',
      },
    },
  },
  {
    email: 'artist@example.sa',
    prefix: 'artist',
    profile: {
      businessName: 'Noura Studio',
      businessNameAr: 'استوديو نورة',
      vatNumber: '310000000000013',
      crNumber: '4030123456',
      address: {
        street: 'Tahlia Street',
        buildingNumber: '7788',
        postalCode: '23434',
        district: 'Al Andalus',
        city: 'Jeddah',
        countryCode: 'SA',
      },
    },
  },
];

type Target = 'draft' | 'sent' | 'paid' | 'overdue' | 'cancelled' | 'debited';
const B2B_BUYER = {
  buyer_name: 'Riyadh Hospitality Co.',
  buyer_vat_number: '311111111100003',
  buyer_address: '4410 Olaya Street, Al Olaya, Riyadh 12611',
};
const B2C_BUYER = {
  buyer_name: 'Sara Al-Harbi',
  buyer_address: '2255 Prince Sultan Road, Al Rawdah, Jeddah 23435',
  invoice_type: 'simplified' as const,
};

/** [key, target status, form] per seller: every status and every authority answer at least once. */
const INVOICES: [string, Target, InvoiceFormBody][] = [
  [
    'draft',
    'draft',
    {
      ...B2B_BUYER,
      invoice_description_en: 'Commissioned portrait (deposit)',
      invoice_description_ar: 'لوحة شخصية بالطلب (دفعة مقدمة)',
      amount: 4500,
    },
  ],
  [
    'sent-b2b',
    'sent',
    {
      ...B2B_BUYER,
      invoice_description_en: 'Oil painting "Dunes at dusk"',
      invoice_description_ar: 'لوحة زيتية «كثبان عند الغروب»',
      amount: 18500,
      payment_method: 'bank_transfer',
      due_date: '2099-12-31',
    },
  ],
  [
    'paid-b2c',
    'paid',
    {
      ...B2C_BUYER,
      invoice_description_en: 'Limited edition print 3/25',
      invoice_description_ar: 'طبعة محدودة 3/25',
      amount: 1200,
      payment_method: 'stc_pay',
      shipping_amount: 35,
    },
  ],
  [
    'overdue',
    'overdue',
    {
      ...B2B_BUYER,
      invoice_description_en: 'Calligraphy panel',
      invoice_description_ar: 'لوحة خط عربي',
      amount: 9800,
      discount_percentage: 5,
      due_date: '2025-01-31',
    },
  ],
  [
    'cancelled',
    'cancelled',
    {
      ...B2B_BUYER,
      invoice_description_en: 'Bronze sculpture (returned)',
      invoice_description_ar: 'منحوتة برونزية (مرتجعة)',
      amount: 22000,
    },
  ],
  [
    'debited',
    'debited',
    {
      ...B2C_BUYER,
      invoice_description_en: 'Framed watercolour',
      invoice_description_ar: 'لوحة مائية مؤطرة',
      amount: 2600,
    },
  ],
  [
    'rejected',
    'sent',
    {
      ...B2B_BUYER,
      buyer_name: 'Test buyer SIMULATE:REJECT',
      invoice_description_en: 'Sketch study (simulated rejection)',
      invoice_description_ar: 'دراسة تخطيطية (رفض محاكى)',
      amount: 750,
    },
  ],
];

export async function seedInvoicingDemo(app: INestApplication, runtime: Runtime): Promise<void> {
  const invoicing = app.get(SellerInvoicing);
  const queries = app.get(InvoiceQueries);
  const notes = app.get(InvoiceNotes);
  let created = 0;
  for (const seller of SELLERS) {
    const sellerId = idOf(seller.email);
    await invoicing.setSellerProfile(sellerId, seller.profile);
    for (const [key, target, form] of INVOICES) {
      const invoice = await invoicing.createInvoice(sellerId, form, `demo-${seller.prefix}-${key}`);
      created += 1;
      try {
        await advance(invoice, target);
      } catch (error) {
        // A step already taken (a second start) or refused for a demo reason: the demo goes on.
        if (!(error instanceof DomainError)) throw error;
      }
    }
  }
  await app.get(OverdueInvoices).sweep();
  // Sold demo lots: their AuctionClosed events queue the invoicing, possibly before the seller profiles above
  // existed; invoicing a lot again is a no-op for what exists and adds the hammer invoice a profile now allows.
  await runtime.projections.waitUntilCaughtUp(30_000).catch(() => undefined);
  const ended = await runtime.storage.reads
    .collection<{ id: string; hammer?: number | null; [k: string]: unknown }>('auctions')
    .find({ filter: { status: 'ended' }, limit: 200 });
  for (const auction of ended) if (auction.hammer) await app.get(AuctionInvoicing).invoiceLot(auction.id);
  runtime.log('info', 'invoicing demo ready', { sellers: SELLERS.length, invoices: created });

  async function advance(invoice: InvoiceView, target: Target): Promise<void> {
    const sellerId = (await queries.find(invoice.id))!.sellerId;
    if (target === 'draft') return;
    if (invoice.status === 'draft') await invoicing.changeStatus(sellerId, invoice.id, 'sent');
    const now = (await queries.find(invoice.id))!;
    if (target === 'paid' && now.status === 'sent') await invoicing.changeStatus(sellerId, invoice.id, 'paid');
    if (target === 'cancelled' && now.status !== 'cancelled') {
      await notes.creditNote({
        sellerId,
        requestedBy: sellerId,
        invoiceId: invoice.id,
        body: { reason: 'Work returned by the buyer' },
      });
    }
    if (target === 'debited') {
      const existing = await queries.listFor(sellerId);
      if (!existing.some((doc) => doc.billingReference?.invoiceId === invoice.id)) {
        await notes.debitNote({
          sellerId,
          requestedBy: sellerId,
          invoiceId: invoice.id,
          body: {
            reason: 'Frame not invoiced',
            amount: 350,
            description_en: 'Oak frame',
            description_ar: 'إطار من خشب البلوط',
          },
        });
      }
    }
  }
}
