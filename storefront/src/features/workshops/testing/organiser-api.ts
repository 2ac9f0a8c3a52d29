/** The API an organiser's /manage/workshops specs answer from: their workshops, each with empty lists. */
import { signedIn, stubApi, type FakeApi } from '../../../test-utils/render-app';

/** A 400 refusal naming one field, in both languages. */
export const refusal = (field: string, message: string, messageAr: string) => ({
  status: 400,
  body: { code: 'validation_failed', message: 'Some fields are not valid.', details: [{ field, message, messageAr }] },
});

/** Signed in as a workshop organiser of `workshops` (no registrations, tiers, fields, methods or codes unless
 * `over` answers them). */
export function stubOrganiserApi(workshops: Array<{ id: string }>, over: FakeApi = {}) {
  const lists = (id: string): FakeApi =>
    Object.fromEntries(
      ['registrations', 'ticket-tiers', 'payment-methods', 'registration-fields', 'promo-codes'].map((list) => [
        `GET /api/workshops/${id}/${list}`,
        { status: 200, body: [] },
      ]),
    );
  return stubApi({
    ...signedIn({ role: 'workshop_organiser' }, { setupComplete: true, roles: ['workshop_organiser'] }),
    'GET /api/workshops/organised': { status: 200, body: workshops },
    ...Object.assign({}, ...workshops.map((w) => lists(w.id))),
    ...over,
  });
}

/** The calls sent with `method` to a path ending in `end`. */
export const sentCalls = (fetchMock: ReturnType<typeof stubApi>, method: string, end: string) =>
  fetchMock.mock.calls.filter(([url, init]) => init?.method === method && String(url).endsWith(end));
