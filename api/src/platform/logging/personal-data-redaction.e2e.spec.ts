/**
 * Logs redact e-mail addresses, phone numbers and identity numbers: a full sign-in, a profile edit and an
 * inquiry, logged at debug level, leave none of them in the output.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Writable } from 'node:stream';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import { redactText } from './personal-data-redaction.js';
import { TestBrowser } from '../auth/testing/test-browser.js';
import { openSignInPage, submitForm } from '../auth/testing/sign-in-steps.js';
import { markEventLog } from '../../testing/appended-events.js';

let stack: TestStack;
let output = '';
const destination = new Writable({
  write(chunk: Buffer, _encoding, done) {
    output += chunk.toString();
    done();
  },
});

beforeAll(async () => {
  stack = await startTestStack({ storage: 'pg', log: { level: 'debug', destination } });
}, 60_000);
afterAll(async () => {
  await stack?.close();
});

describe('personal data in logs', () => {
  it('redacts e-mail addresses, phone numbers and identity numbers in any text', () => {
    expect(redactText('mail reem@example.sa or +966 50 123 4567, 0501234567, id 1012345678')).toBe(
      'mail [email] or [phone], [phone], id [identity-number]',
    );
    const kept = 'user-6f1c2a9e-0b1d-5e4f-8a7b-123456789012 at 2026-11-26T01:49:33.123Z rev 42 hash 9f86d081';
    expect(redactText(kept)).toBe(kept);
  });

  it('logs redact e-mails, phones and identity numbers through a sign-in, a profile edit and an inquiry', async () => {
    // A new account at the development provider (which logs each account it creates), then its sign-in.
    const newcomer = new TestBrowser();
    const page = await openSignInPage(newcomer, stack.baseUrl, '?screen=signup');
    const signedUp = await submitForm(
      newcomer,
      page,
      { firstName: 'Jawaher', lastName: 'Al-Rashidi', email: 'jawaher.private@example.com', password: 'long-enough-1' },
      stack.baseUrl,
    );
    expect(signedUp.landing?.pathname).toBe('/');
    const collector = await stack.signIn('collector@example.sa');
    const log = await markEventLog(stack.runtime.storage.events);
    const edit = await stack.call(collector, 'PATCH', '/api/profile', {
      phone: '+966 55 765 4321',
      bio: 'Reach me at reem.private@example.com or 0551112233; iqama 2034567891.',
    });
    expect(edit.status).toBe(200);
    const gallery = (await stack.call(collector, 'GET', '/api/admin/users')).status; // a refused call, logged too
    expect(gallery).toBe(403);
    await stack.call(collector, 'POST', '/api/galleries/no-such-gallery/inquiries', {
      name: 'Reem',
      email: 'reem.private@example.com',
      phone: '0551112233',
      subject: 'Visit',
      inquiryType: 'general',
      message: 'Please call me on 0551112233.',
    });
    // The edit is the one fact recorded: the refused call and the inquiry to no gallery append nothing.
    expect(await log.appendedTypes()).toEqual(['ProfileUpdated']);
    await stack.runtime.projections.waitUntilCaughtUp();
    expect(output.length).toBeGreaterThan(0);
    for (const secret of [
      'jawaher.private@example.com',
      'collector@example.sa',
      'reem.private@example.com',
      '0551112233',
      '765 4321',
      '2034567891',
    ])
      expect(output).not.toContain(secret);
  });
});
