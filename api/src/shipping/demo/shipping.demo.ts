/**
 * Demo data of the shipping context (marketplace scope; see demo/seed-demo.ts): shipping profiles for the demo
 * gallery and artist, and shipping orders on their works in each stage: awaiting shipment, shipped and in
 * transit (assigned to the demo shipping provider), out for delivery, delivered (with its dispute window) and an
 * exception. Fixed order ids, and each step taken only when the order is before it, make a second run append
 * nothing. Times are set days back so the analytics have handling times to show.
 */
import type { INestApplication } from '@nestjs/common';
import type { Runtime } from '../../platform/runtime.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { READ_STORE } from '../../platform/tokens.js';
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import { DEV_ISSUER_KEY, userIdFor } from '../../identity/index.js';
import { ARTWORKS, type ArtworkDoc } from '../../artworks/index.js';
import { subjectFor } from '../../platform/auth/dev-idp/demo-accounts.js';
import type { ShippingProfile, TrackingStatus } from '../domain/shipping.events.js';
import { ShippingCommands } from '../application/shipping-commands.js';
import { ShippingQueries } from '../application/shipping-queries.js';

const account = (email: string) => userIdFor(DEV_ISSUER_KEY, subjectFor(email));
const access = (email: string, roles: string[]): AccountAccess => ({
  userId: account(email),
  roles,
  status: 'verified',
  setupComplete: true,
});

const PROFILES: Array<[string, string[], ShippingProfile]> = [
  [
    'gallery@example.sa',
    ['gallery'],
    {
      businessName: 'Al-Dosari Gallery Shipping',
      contactPerson: 'Maha Al-Dosari',
      contactPhone: '+966 11 456 7890',
      contactEmail: 'gallery@example.sa',
      domesticRate: 7500,
      internationalRate: 35000,
      handlingDays: 3,
      defaultCarrier: 'smsa',
      notes: 'Works are crated; signature on delivery.',
    },
  ],
  [
    'artist@example.sa',
    ['artist'],
    {
      businessName: 'Al-Shehri Studio',
      contactPerson: 'Abdulrahman Al-Shehri',
      contactPhone: '+966 55 123 4567',
      contactEmail: 'artist@example.sa',
      domesticRate: 5000,
      internationalRate: 25000,
      handlingDays: 2,
      defaultCarrier: 'aramex',
      notes: null,
    },
  ],
];

type Step = { status: TrackingStatus; hours: number; place: string; description: string } | 'deliver';
interface DemoOrder {
  n: number;
  seller: string;
  /** Days ago the order was paid; hours later it shipped (null: not yet). */
  daysAgo: number;
  shipAfterHours: number | null;
  steps: Step[];
}

const ORDERS: DemoOrder[] = [
  { n: 1, seller: 'gallery@example.sa', daysAgo: 1, shipAfterHours: null, steps: [] },
  {
    n: 2,
    seller: 'gallery@example.sa',
    daysAgo: 4,
    shipAfterHours: 30,
    steps: [{ status: 'in_transit', hours: 40, place: 'Riyadh hub', description: 'Departed sorting facility' }],
  },
  {
    n: 3,
    seller: 'gallery@example.sa',
    daysAgo: 12,
    shipAfterHours: 50,
    steps: [
      { status: 'in_transit', hours: 60, place: 'Riyadh hub', description: 'Departed sorting facility' },
      { status: 'out_for_delivery', hours: 80, place: 'Jeddah', description: 'With the courier' },
      'deliver',
    ],
  },
  {
    n: 4,
    seller: 'artist@example.sa',
    daysAgo: 3,
    shipAfterHours: 20,
    steps: [
      { status: 'in_transit', hours: 30, place: 'Dammam hub', description: 'Arrived at facility' },
      { status: 'out_for_delivery', hours: 50, place: 'Khobar', description: 'With the courier' },
    ],
  },
  {
    n: 5,
    seller: 'artist@example.sa',
    daysAgo: 6,
    shipAfterHours: 70,
    steps: [{ status: 'exception', hours: 90, place: 'Dubai', description: 'Held at customs: invoice requested' }],
  },
];

const HOUR = 3_600_000;

/** The demo's own shipping orders have fixed ids (so a second run finds them), all starting so. */
export const DEMO_ORDER_ID_PREFIX = '5a1b0000-0000-4000-8000-';

export async function seedShippingDemo(app: INestApplication, runtime: Runtime): Promise<void> {
  const commands = app.get(ShippingCommands);
  const queries = app.get(ShippingQueries);
  const artworks = app.get<ReadStore>(READ_STORE).collection<ArtworkDoc>(ARTWORKS);
  for (const [email, roles, profile] of PROFILES) await commands.saveProfile(access(email, roles), profile);
  const buyer = account('collector@example.sa');
  const provider = account('shipper@example.sa');
  const address = {
    recipientName: 'Reem Al-Mansouri',
    phone: '+966 50 111 2233',
    country: 'SA',
    city: 'Riyadh',
    district: 'Al Olaya',
    line1: '7421 King Fahd Road',
    postalCode: '12211',
    buildingNumber: '7421',
    additionalNumber: '3344',
  };
  let opened = 0;
  for (const o of ORDERS) {
    const seller = access(o.seller, [PROFILES.find(([e]) => e === o.seller)![1][0]!]);
    const works = await artworks.find({ filter: { createdBy: seller.userId }, limit: 5 });
    const work = works[o.n % Math.max(1, works.length)];
    if (!work) continue;
    const orderId = `${DEMO_ORDER_ID_PREFIX}${String(o.n).padStart(12, '0')}`;
    const paid = Date.now() - o.daysAgo * 24 * HOUR;
    const at = (hours: number) => new Date(paid + hours * HOUR);
    let order =
      (await queries.order(orderId)) ??
      (await commands.openForOrder(
        {
          orderId,
          orderNumber: `GA-2026-${String(1000 + o.n)}`,
          sellerId: seller.userId,
          buyerId: buyer,
          artworkId: work.id,
          artworkTitle: String(work.title ?? 'Artwork'),
          address,
        },
        new Date(paid),
      ));
    opened += 1;
    if (o.shipAfterHours === null) continue;
    if (order.status === 'awaiting_shipment')
      order = await commands.ship(
        seller,
        orderId,
        {
          carrier: order.carrier ?? 'smsa',
          trackingNumber: `DEMO${o.n}${String(paid).slice(-6)}`,
          providerId: provider,
        },
        at(o.shipAfterHours),
      );
    for (const [i, step] of o.steps.entries()) {
      if (step === 'deliver') {
        if (order.status !== 'delivered')
          order = await commands.deliver(access('collector@example.sa', ['collector']), orderId, at(100));
        continue;
      }
      // The history holds the shipment first, then each step recorded so far.
      if (order.events.length > i + 1) continue;
      order = await commands.track(
        access('shipper@example.sa', ['shipping_provider']),
        orderId,
        { status: step.status, at: at(step.hours).toISOString(), place: step.place, description: step.description },
        at(step.hours),
      );
    }
  }
  runtime.log('info', 'shipping demo ready', { profiles: PROFILES.length, orders: opened });
}
