/**
 * What the workshops HTTP specs ask of the API before what they test: a plain workshop (Sadu weaving, a beginners'
 * in-person drawing workshop of ten seats, three weeks away, one standard tier), published by its organiser, and a
 * person's registration to its standard tier.
 */
import { expect } from '@jest/globals';
import type { TestBrowser } from '../../../platform/auth/testing/test-browser.js';
import type { TestStack } from '../../../testing/test-stack.js';

type Api = Pick<TestStack, 'call'>;

export const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** The plain workshop's body: its standard tier at `price`, paid by `paymentMethods`; `over` changes the rest. */
export const plainWorkshop = (
  price: number,
  paymentMethods: Array<{ id: string; paymentProvider: string }>,
  over: Record<string, unknown> = {},
) => ({
  title: 'Sadu weaving',
  titleAr: 'نسيج السدو',
  category: 'drawing',
  skillLevel: 'beginner',
  startDate: future(20),
  maxParticipants: 10,
  locationType: 'in_person',
  ticketTiers: [{ id: 'standard', tierName: 'Standard', tierNameAr: 'عادي', price }],
  paymentMethods,
  ...over,
});

/** Creates the workshop `body` describes and publishes it, as `organiser`; answers its id. */
export async function publishedWorkshop(stack: Api, organiser: TestBrowser, body: object): Promise<string> {
  const created = await stack.call(organiser, 'POST', '/api/workshops', body);
  expect(created.status).toBe(201);
  const id = created.body.id as string;
  expect((await stack.call(organiser, 'POST', `/api/workshops/${id}/publish`)).status).toBe(200);
  return id;
}

/** `who` registers for the standard tier, paying `totalAmount` by `paymentMethod`, as `personalInfo` names them;
 * answers the created registration. */
export async function registerStandard(
  stack: Api,
  who: TestBrowser,
  workshopId: string,
  form: {
    paymentMethod: string;
    totalAmount: number;
    personalInfo: { firstName: string; lastName: string; email: string };
  },
) {
  const registered = await stack.call(who, 'POST', `/api/workshops/${workshopId}/register`, {
    ticketTierId: 'standard',
    ...form,
  });
  expect(registered.status).toBe(201);
  return registered.body as { id: string; payment: Record<string, any> };
}
