/**
 * STC Pay's one-time-code checkout (PostgreSQL server, STC Pay live against its in-process simulator): a registration
 * paid by STC Pay is sent to our code page; the attendee gives a Saudi mobile (a bad one refused naming `mobile` in
 * both languages), reads the code STC Pay texted (the simulator's messages) and confirms it: paid once, however
 * often confirmed. Three wrong codes void the code (a new one must be sent); another person gets 404.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import { setProcessEnv } from '../../testing/process-env.js';
import { streamTypesIn } from '../../testing/appended-events.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { lastStcPayCode, STCPAY_LIVE_ENV, wrongStcPayCode as wrong } from '../../payments/testing/stcpay-codes.js';
import { plainWorkshop, publishedWorkshop, registerStandard } from './testing/workshop-requests.js';

const arabic = /[\u0600-\u06FF]/;

let stack: TestStack;
const b: Record<string, TestBrowser> = {};
let restoreEnv = () => {};
const streamTypes = (stream: string) => streamTypesIn(stack, stream);

beforeAll(async () => {
  restoreEnv = setProcessEnv(STCPAY_LIVE_ENV);
  stack = await startTestStack({ storage: 'pg' });
  for (const name of ['collector', 'organiser', 'artist']) b[name] = await stack.signIn(`${name}@example.sa`);
}, 90_000);

afterAll(async () => {
  await stack?.close();
  restoreEnv();
});

/** A published workshop paid by STC Pay and the attendee's registration to it, waiting for the payment. */
async function stcPayRegistration(who: string) {
  const workshop = plainWorkshop(150, [{ id: 'stc', paymentProvider: 'stcpay' }]);
  const workshopId = await publishedWorkshop(stack, b.organiser!, workshop);
  const { id, payment } = await registerStandard(stack, b[who]!, workshopId, {
    paymentMethod: 'stcpay',
    totalAmount: 150,
    personalInfo: { firstName: 'Noura', lastName: 'Al-Qahtani', email: `${who}@example.sa` },
  });
  return { id, payment };
}

const lastCode = (mobile: string) => lastStcPayCode(stack, mobile);

describe('STC Pay one-time-code checkout', () => {
  it('sends the payer to our page, pays on the right code once, and refuses a bad mobile and strangers', async () => {
    const { id, payment } = await stcPayRegistration('collector');
    expect(payment.nextAction).toEqual({ type: 'redirect', url: `/pay/stcpay/${id}` });
    const base = `/api/my-workshops/${id}/stcpay`;

    const bad = await stack.call(b.collector!, 'POST', `${base}/authorize`, { mobile: '0412345678' });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual([
      expect.objectContaining({ field: 'mobile', messageAr: expect.stringMatching(arabic) }),
    ]);
    expect((await stack.call(b.artist!, 'GET', base)).status).toBe(404);
    for (const [path, body] of [
      ['authorize', { mobile: '0551234567' }],
      ['confirm', { otp: '123456' }],
    ] as const)
      expect((await stack.call(b.artist!, 'POST', `${base}/${path}`, body)).status).toBe(404);

    const sent = await stack.call(b.collector!, 'POST', `${base}/authorize`, { mobile: '055 123 4567' });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ amount: 150, paid: false, codeSent: true, attemptsLeft: 3 });
    const code = await lastCode('0551234567');
    const confirmed = await stack.call(b.collector!, 'POST', `${base}/confirm`, { otp: code });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ paid: true });
    expect((await stack.call(b.collector!, 'POST', `${base}/confirm`, { otp: code })).body).toMatchObject({
      paid: true,
    });
    expect(await streamTypes(`registration-${id}`)).toEqual([
      'RegistrationPlaced',
      'RegistrationOtpSent',
      'RegistrationPaid',
    ]);
  });

  it('voids the code after three wrong ones; a new code then pays', async () => {
    const { id } = await stcPayRegistration('artist');
    const base = `/api/my-workshops/${id}/stcpay`;
    expect((await stack.call(b.artist!, 'POST', `${base}/authorize`, { mobile: '966561112233' })).status).toBe(200);
    const code = await lastCode('966561112233');
    const badCode = await stack.call(b.artist!, 'POST', `${base}/confirm`, { otp: '12a' });
    expect(badCode.status).toBe(400);
    expect(badCode.body.details[0]).toMatchObject({ field: 'otp', messageAr: expect.stringMatching(arabic) });
    const answers = [];
    for (let i = 0; i < 3; i++)
      answers.push(await stack.call(b.artist!, 'POST', `${base}/confirm`, { otp: wrong(code) }));
    expect(answers.map((a) => a.body.code)).toEqual(['otp_wrong', 'otp_wrong', 'otp_void']);
    expect(answers.every((a) => a.status === 422 && arabic.test(a.body.messageAr))).toBe(true);
    const tooLate = await stack.call(b.artist!, 'POST', `${base}/confirm`, { otp: code });
    expect(tooLate.body.code).toBe('otp_void');

    expect((await stack.call(b.artist!, 'POST', `${base}/authorize`, { mobile: '0561112233' })).body).toMatchObject({
      codeSent: true,
      attemptsLeft: 3,
    });
    const fresh = await lastCode('0561112233');
    expect((await stack.call(b.artist!, 'POST', `${base}/confirm`, { otp: fresh })).body).toMatchObject({ paid: true });
    const types = await streamTypes(`registration-${id}`);
    expect(types.filter((t) => t === 'RegistrationOtpRejected')).toHaveLength(3);
    expect(types.filter((t) => t === 'RegistrationPaid')).toHaveLength(1);
  });
});
