/**
 * E-invoice throughput of one process: (1) invoices signed per second by one worker doing what the `zatca`
 * signing job does (UBL 2.1 XML from the invoice's facts, the hash the chain recorded at issue, XAdES signature,
 * QR), one after another on one core; (2) PDFs per second rendered with one reused Chromium (Debian's), with the
 * signed XML attached, at 1 and 4 pages in flight. Targets: at least 200 signed invoices/s and 10 PDFs/s.
 * Run after `npm run build -w api`: node bench/invoice-throughput.mjs (BENCH_SECONDS, default 5 per row).
 */
import { existsSync } from 'node:fs';
import {
  buildUblInvoice,
  hashAsSigned,
  signInvoice,
  FIRST_INVOICE_PIH,
  computeInvoiceAmounts,
  ublInputOf,
  toInvoiceView,
  sandboxSignerFor,
  renderInvoicePdf,
  CHROMIUM_PATH,
  PdfBrowser,
} from '../api/dist/bench-surface.js';
import { formatRate, printTable } from './lib/table.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const address = {
  street: 'King Fahd Road',
  buildingNumber: '2322',
  postalCode: '12222',
  district: 'Al Olaya',
  city: 'Riyadh',
  countryCode: 'SA',
};
const lines = [
  {
    descriptionEn: 'Oil painting "Dunes at dusk"',
    descriptionAr: 'لوحة زيتية «كثبان عند الغروب»',
    quantity: 1,
    unitPriceHalalas: 1_850_000,
    vatCategory: 'S',
  },
  {
    descriptionEn: 'Oak frame',
    descriptionAr: 'إطار من خشب البلوط',
    quantity: 2,
    unitPriceHalalas: 35_000,
    vatCategory: 'S',
  },
];
const facts = (n) => ({
  invoiceId: `bench-${n}`,
  invoiceNumber: `INV-BENCH-${String(n).padStart(6, '0')}`,
  invoiceType: n % 2 ? 'simplified' : 'standard',
  documentKind: 'invoice',
  billingReference: null,
  seller: {
    sellerId: 'bench',
    businessName: 'Desert Light Gallery',
    businessNameAr: 'معرض ضوء الصحراء',
    vatNumber: '300000000000003',
    crNumber: '1010123456',
    address,
  },
  buyer: {
    name: 'Riyadh Hospitality Co.',
    vatNumber: '311111111100003',
    idScheme: null,
    id: null,
    address: { ...address, buildingNumber: '4410' },
  },
  currency: 'SAR',
  lines,
  amounts: computeInvoiceAmounts(lines, 5, 5_000, 15),
  paymentMethod: 'bank_transfer',
  supplyDate: '2026-01-10',
  dueDate: null,
  referenceNumber: null,
  notes: null,
  notesAr: null,
  draftedAt: '2026-01-10T09:00:00Z',
});
const issued = (n) => ({
  icv: n + 1,
  pih: FIRST_INVOICE_PIH,
  uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  issuedAt: '2026-01-10T10:00:00Z',
});

// The seller's own sandbox key and certificate, made as the signing job makes them at a seller's first invoice.
const signer = sandboxSignerFor(facts(0).seller);
let lastSigned = null;

function signOne(n) {
  const unsigned = buildUblInvoice(ublInputOf(facts(n % POOL), issued(n % POOL)));
  const recorded = ISSUED_HASHES.get(n % POOL); // the worker compares with the hash the chain recorded at issue
  const signed = signInvoice(unsigned, signer, new Date('2026-01-10T10:00:01Z'));
  if (signed.invoiceHash !== recorded) throw new Error('hash drift');
  lastSigned = signed;
  return signed;
}

// Issue-time hashes (the issuing request computes them, not the worker), before the clock starts.
const POOL = 500;
const ISSUED_HASHES = new Map();
for (let i = 0; i < POOL; i++) ISSUED_HASHES.set(i, hashAsSigned(buildUblInvoice(ublInputOf(facts(i), issued(i)))));

const rows = [];
for (let i = 0; i < 50; i++) signOne(i); // warm up
{
  const deadline = Date.now() + SECONDS * 1000;
  const started = Date.now();
  let n = 0;
  while (Date.now() < deadline) signOne(n++);
  rows.push([
    'signed invoices/s (one worker: XML + hash + signature + QR)',
    formatRate(n / ((Date.now() - started) / 1000)),
    200,
  ]);
}

if (existsSync(CHROMIUM_PATH)) {
  const browser = new PdfBrowser();
  const doc = {
    ...facts(0),
    id: 'bench-0',
    sellerId: 'bench',
    status: 'sent',
    zatcaClearanceStatus: 'cleared',
    createdAt: '2026-01-10T09:00:00Z',
    issueDate: '2026-01-10T10:00:00Z',
    icv: 1,
    pih: FIRST_INVOICE_PIH,
    zatcaUuid: issued(0).uuid,
    invoiceHash: lastSigned.invoiceHash,
    qrCode: lastSigned.qr,
    digitalSignature: lastSigned.signature,
    paidAt: null,
    zatcaMessages: { warnings: [], errors: [] },
    signedAt: '2026-01-10T10:00:01Z',
    clearedAt: '2026-01-10T10:00:02Z',
    creditNoteId: null,
    cancellationReason: null,
  };
  const view = toInvoiceView(doc);
  for (let i = 0; i < 3; i++) await renderInvoicePdf(browser, view, lastSigned.xml); // launch and warm up
  for (const inFlight of [1, 4]) {
    const deadline = Date.now() + SECONDS * 1000;
    const started = Date.now();
    let done = 0;
    await Promise.all(
      Array.from({ length: inFlight }, async () => {
        while (Date.now() < deadline) {
          await renderInvoicePdf(browser, view, lastSigned.xml);
          done++;
        }
      }),
    );
    rows.push([
      `PDFs/s (one reused Chromium, ${inFlight} page${inFlight > 1 ? 's' : ''} in flight, XML attached)`,
      formatRate(done / ((Date.now() - started) / 1000)),
      10,
    ]);
  }
  await browser.close();
} else {
  console.log(`PDF rows skipped: Chromium not found at ${CHROMIUM_PATH}`);
}
printTable(['measure', 'per second', 'target'], rows);
