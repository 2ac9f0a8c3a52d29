/**
 * Checkout over HTTP against `npm start` (api/dist/main.js) on the PostgreSQL server: BENCH_BUYERS (default 100;
 * 10 in smoke size) new accounts, each verified (tier 1: an identity document uploaded and approved by a
 * moderator), and as many published works by the demo artist, whose seller profile makes invoices possible.
 * (1) distinct works: every buyer at the same moment presses buy now on a work of their own, checks out with a
 *     Saudi national address and STC Pay, and pays on the sandbox's hosted page. Checkouts per second from the
 *     first request to the last payment, the three steps' p50/p99 together, then the seconds until every paid
 *     order's tax invoice is signed (the invoicing job, after payment);
 * (2) the last unit: every buyer presses buy now on one work at once; exactly one order may stand, the others
 *     refused as reserved, and the work `reserved`.
 * Beside the figures, measured in the same run: authenticated reads per second by the same clients
 * (GET /api/profile), a reference for how fast this machine is at that moment.
 * Run after `npm run build -w api`: node bench/checkout.mjs (BENCH_BUYERS).
 */
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import sharp from 'sharp';
import { startBenchServer } from './lib/bench-server.mjs';
import { keptAliveClient, percentile } from './lib/http-client.mjs';
import { signIn, signUp } from './lib/sign-in.mjs';
import { printTable } from './lib/table.mjs';
import { RIYADH_ADDRESS, sellerProfile } from '../test/fixtures/saudi-addresses.mjs';

const BUYERS = Number(process.env.BENCH_BUYERS ?? (process.env.BENCH_SMOKE ? 10 : 100));
const PRICE = 10_000;
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const ADDRESS = { ...RIYADH_ADDRESS, recipientName: 'Bench Buyer' };

const bench = await startBenchServer('checkout');
const send = keptAliveClient(bench.baseUrl);

/** A multipart POST with a signed-in client's session (the JSON client cannot send files). */
async function postForm(call, path, fields, file) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const res = await fetch(`${bench.baseUrl}${path}`, {
    method: 'POST',
    headers: { origin: bench.baseUrl, cookie: call.cookie },
    body: form,
  });
  if (res.status >= 300) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

async function expectStatus(res, status, what) {
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** `count` published works by the artist at PRICE SAR, sharing one uploaded image. */
async function publishedWorks(artist, count) {
  const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#1e5aa0' } })
    .png()
    .toBuffer();
  const image = await postForm(artist, '/api/images', {}, { bytes: png, type: 'image/png', name: 'work.png' });
  const ids = [];
  for (let i = 0; i < count; i++) {
    const created = await expectStatus(
      await artist('POST', '/api/artworks', {
        title: `Bench work ${i}`,
        titleAr: `عمل القياس ${i}`,
        description: 'Bought under load.',
        descriptionAr: 'يُشترى تحت الضغط.',
        medium: 'Oil on canvas',
        mediumAr: 'زيت على قماش',
        category: 'painting',
        style: 'contemporary',
        year: 2024,
        dimensions: '100 x 80 cm',
        price: PRICE,
        currency: 'SAR',
        images: [image.id],
        availability: 'available',
      }),
      201,
      'creating a work',
    );
    await expectStatus(await artist('POST', `/api/artworks/${created.id}/publish`), 200, 'publishing a work');
    ids.push(created.id);
  }
  return ids;
}

/** A new account verified to tier 1 (may buy): its identity document uploaded and approved by a moderator. */
async function verifiedBuyer(moderator, n) {
  const call = await signUp(bench.baseUrl, send, `bench-buyer-${n}-${process.pid}@example.sa`, 'bench-password-1');
  const { id } = await (await call('GET', '/api/profile')).json();
  const kyc = await postForm(
    call,
    '/api/kyc/documents',
    { documentType: 'national_id', number: `10${String(n).padStart(8, '0')}`, expiresOn: '2030-05-31' },
    { bytes: PDF, type: 'application/pdf', name: 'id.pdf' },
  );
  await expectStatus(
    await moderator('POST', `/api/admin/kyc/${id}/approve`, { documentId: kyc.documents[0].id }),
    200,
    'approving a buyer',
  );
  return call;
}

/** Buy now, checkout and pay on the sandbox's page, as one buyer; the order id and each step's latency. */
async function checkout(call, artworkId) {
  const step = async (what, method, path, body, status, headers) => {
    const sent = performance.now();
    const res = await call(method, path, body, headers);
    if (res.status !== status) throw new Error(`${what}: ${res.status} ${await res.text()}`);
    return { ms: performance.now() - sent, res };
  };
  const placed = await step('buy now', 'POST', '/api/orders', { artworkId }, 201, { 'idempotency-key': randomUUID() });
  const order = await placed.res.json();
  const checkedOut = await step(
    'checkout',
    'POST',
    `/api/orders/${order.id}/checkout`,
    {
      address: ADDRESS,
      paymentMethod: 'stcpay',
      buyerName: 'Bench Buyer',
    },
    200,
  );
  const { payment } = await checkedOut.res.json();
  const paid = await step('pay', 'POST', `${payment.nextAction.url}/succeed`, undefined, 303);
  return { orderId: order.id, latencies: [placed.ms, checkedOut.ms, paid.ms] };
}

try {
  await bench.ready();
  const artist = await signIn(bench.baseUrl, 'artist@example.sa');
  const moderator = await signIn(bench.baseUrl, 'moderator@example.sa');
  await expectStatus(
    await artist('PUT', '/api/invoices/seller-profile', sellerProfile('Bench Studio', 'مرسم القياس')),
    200,
    "the artist's seller profile",
  );
  const setupStarted = performance.now();
  const buyers = [];
  for (let i = 0; i < BUYERS; i += 10)
    buyers.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(10, BUYERS - i) }, (_, k) => verifiedBuyer(moderator, i + k)),
      )),
    );
  const works = await publishedWorks(artist, BUYERS + 1);
  console.log(
    `${buyers.length} buyers verified and ${works.length} works published in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`,
  );

  // Reference in the same run: the same clients reading their profile for a few seconds.
  const reference = await (async () => {
    let done = 0;
    const stopAt = Date.now() + (process.env.BENCH_SMOKE ? 1000 : 5000);
    const began = performance.now();
    await Promise.all(
      buyers.map(async (call) => {
        while (Date.now() < stopAt) if ((await call('GET', '/api/profile')).status === 200) done++;
      }),
    );
    return done / ((performance.now() - began) / 1000);
  })();

  // (1) Distinct works, all at once.
  const load = loadavg()[0].toFixed(2);
  const began = performance.now();
  const done = await Promise.all(buyers.map((call, i) => checkout(call, works[i])));
  const seconds = (performance.now() - began) / 1000;
  const latencies = done.flatMap((d) => d.latencies).sort((a, b) => a - b);
  const invoicesStarted = performance.now();
  const unsigned = new Set(done.map((d) => d.orderId));
  for (let tries = 0; unsigned.size > 0; tries++) {
    if (tries > 600) throw new Error(`${unsigned.size} paid orders had no signed invoice after a minute`);
    for (const [i, d] of done.entries()) {
      if (!unsigned.has(d.orderId)) continue;
      const order = await (await buyers[i]('GET', `/api/orders/${d.orderId}`)).json();
      if (order.status !== 'paid') throw new Error(`order ${d.orderId} is ${order.status}, not paid`);
      if (order.invoice?.signedAt) unsigned.delete(d.orderId);
    }
    if (unsigned.size > 0) await new Promise((r) => setTimeout(r, 100));
  }
  const invoiceSeconds = (performance.now() - invoicesStarted) / 1000;

  // (2) The last unit: one work, every buyer at once.
  const lastUnit = works[BUYERS];
  const statuses = {};
  await Promise.all(
    buyers.map(async (call) => {
      const res = await call('POST', '/api/orders', { artworkId: lastUnit }, { 'idempotency-key': randomUUID() });
      const body = await res.text();
      const reason = res.status === 201 ? 201 : `${res.status} ${/"code":"([a-z_]+)"/.exec(body)?.[1] ?? ''}`.trim();
      statuses[reason] = (statuses[reason] ?? 0) + 1;
    }),
  );
  const availability = (await (await buyers[0]('GET', `/api/artworks/${lastUnit}`)).json()).availability;
  const oneOrder = statuses[201] === 1 && availability === 'reserved';

  console.log(`\nCheckout over HTTP, PostgreSQL server, ${buyers.length} buyers at once\n`);
  printTable(
    ['phase', 'load avg (1 min)', 'result', 'answers p50/p99 ms', 'exact'],
    [
      [
        'buy now + checkout + pay, distinct works',
        load,
        `${(done.length / seconds).toFixed(1)} checkouts/s`,
        `${percentile(latencies, 50).toFixed(1)} / ${percentile(latencies, 99).toFixed(1)}`,
        'yes',
      ],
      ['every paid order invoiced and signed', '', `after ${invoiceSeconds.toFixed(1)} s`, '', 'yes'],
      [
        `last unit, ${buyers.length} buyers`,
        '',
        JSON.stringify(statuses),
        '',
        oneOrder ? 'yes' : `NO (${availability})`,
      ],
    ],
  );
  console.log(
    `\nreference in the same run: ${Math.round(reference)} authenticated GET /api/profile per second with the same ${buyers.length} clients.`,
  );
  if (!oneOrder) {
    console.error(`The last unit did not end with exactly one order: ${JSON.stringify(statuses)}, ${availability}`);
    process.exitCode = 1;
  }
} finally {
  await bench.stop();
}
