/** The shipping demo: profiles for the gallery and the artist, orders in several statuses, and a second run that
 * appends nothing. */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { rm } from 'node:fs/promises';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import { DEV_ISSUER_KEY, userIdFor } from '../../identity/index.js';
import { subjectFor } from '../../platform/auth/dev-idp/demo-accounts.js';
import { ShippingQueries, seedShippingDemo } from '../index.js';
import { DEMO_ORDER_ID_PREFIX } from './shipping.demo.js';

let stack: TestStack;
const dataDir = `/tmp/ga-test-shipping-demo-${process.pid}-${Date.now()}`;
const idOf = (email: string) => userIdFor(DEV_ISSUER_KEY, subjectFor(email));
const staff = { userId: 'auditor', roles: ['auditor'], status: 'verified' as const, setupComplete: true };

beforeAll(async () => {
  stack = await startTestStack({ storage: 'pg', seed: 'marketplace', env: { DATA_DIR: dataDir } });
}, 300_000);
afterAll(async () => {
  await stack?.close();
  await rm(dataDir, { recursive: true, force: true });
});

it('seeds profiles and orders in several statuses, once', async () => {
  const queries = stack.http.app.get(ShippingQueries);
  expect((await queries.profileOf(idOf('gallery@example.sa')))?.handlingDays).toBe(3);
  expect((await queries.profileOf(idOf('artist@example.sa')))?.defaultCarrier).toBe('aramex');
  // The shipping demo's own orders (their ids say so): the orders demo's paid orders open more shipping orders
  // through a job, which may or may not have run by now.
  const orders = (await queries.visibleOrders(staff)).filter((o) => o.orderId.startsWith(DEMO_ORDER_ID_PREFIX));
  expect(orders.map((o) => o.status).sort()).toEqual(
    ['awaiting_shipment', 'delivered', 'exception', 'in_transit', 'out_for_delivery'].sort(),
  );
  const delivered = orders.find((o) => o.status === 'delivered')!;
  expect(delivered.disputeWindowEndsAt).not.toBeNull();
  const before = await stack.runtime.storage.events.readStream(`shippingOrder-${delivered.orderId}`);
  await seedShippingDemo(stack.http.app, stack.runtime);
  expect(await stack.runtime.storage.events.readStream(`shippingOrder-${delivered.orderId}`)).toHaveLength(
    before.length,
  );
}, 120_000);
