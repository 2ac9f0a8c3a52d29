/**
 * The attendees' tools. E-mailing the selected attendees: the organiser (or staff) only; the selected registrations of this workshop
 * only, named in both languages when not; one AttendeesMailed on the workshop's stream; each person mailed once
 * in their language through the email queue; 429 after ten messages in an hour. The certificate of attendance: a
 * PDF in English and Arabic for the attendee once checked in; 422 before, 404 for anyone else's or an unknown
 * registration, 401 signed out.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PDFDocument } from 'pdf-lib';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { future, plainWorkshop, publishedWorkshop, registerStandard } from './testing/workshop-requests.js';

let stack: TestStack;
const b: Record<string, TestBrowser> = {};
const arabic = /[\u0600-\u06FF]/;
const fieldsOf = (body: { details: Array<{ field: string }> }) => [...new Set(body.details.map((d) => d.field))].sort();
const mailPath = (id: string) => `/api/workshops/${id}/registrations/mail`;
const certificate = (rid: string) => `/api/my-workshops/${rid}/certificate.pdf`;
const BANK_TRANSFER = [{ id: 'bank', paymentProvider: 'bank_transfer' }];
let id = '';
const rids: Record<string, string> = {};

async function mailsTo(email: string, subject: string, count: number) {
  let mails: Array<{ to: string; subject: string; text: string }> = [];
  for (let i = 0; i < 150 && mails.length < count; i++) {
    const list = await stack.call(b.admin!, 'GET', '/api/admin/mail');
    mails = (list.body as typeof mails).filter((m) => m.to.includes(email) && m.subject.includes(subject));
    if (mails.length < count) await new Promise((r) => setTimeout(r, 100));
  }
  return mails;
}

beforeAll(async () => {
  stack = await startTestStack({ storage: 'pg' });
  for (const name of ['collector', 'organiser', 'artist', 'gallery', 'admin'])
    b[name] = await stack.signIn(`${name}@example.sa`);
  expect((await stack.call(b.artist!, 'PUT', '/api/profile/language', { language: 'ar' })).status).toBe(200);
  const majlis = { title: 'Majlis painting', titleAr: 'رسم المجالس', category: 'painting', startDate: future(15) };
  id = await publishedWorkshop(stack, b.organiser!, plainWorkshop(100, BANK_TRANSFER, majlis));
  for (const who of ['collector', 'artist', 'gallery']) {
    const registered = await registerStandard(stack, b[who]!, id, {
      paymentMethod: 'bank_transfer',
      totalAmount: 100,
      personalInfo: { firstName: 'Noura', lastName: 'Al-Qahtani', email: `${who}@example.sa` },
    });
    rids[who] = registered.id;
  }
}, 90_000);
afterAll(async () => {
  await stack?.close();
});

describe('e-mailing the selected attendees', () => {
  it('mails each selected person once, in their language, and records one event', async () => {
    const sent = await stack.call(b.organiser!, 'POST', mailPath(id), {
      registrationIds: [rids.collector, rids.artist, rids.collector],
      subject: 'Bring an apron',
      body: 'Paint stains.\n\nSee you on Thursday.',
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ recipients: 2 });
    const [english] = await mailsTo('collector@example.sa', 'Bring an apron', 1);
    // Both languages, the person's first.
    expect(english!.subject).toBe('Bring an apron (Majlis painting) | Bring an apron (رسم المجالس)');
    expect(english!.text).toContain('See you on Thursday.');
    const [inArabic] = await mailsTo('artist@example.sa', 'Bring an apron', 1);
    expect(inArabic!.subject).toBe('Bring an apron (رسم المجالس) | Bring an apron (Majlis painting)');
    expect(inArabic!.text).toMatch(arabic);
    expect(await mailsTo('gallery@example.sa', 'Bring an apron', 0)).toEqual([]);
    const events = await stack.runtime.storage.events.readStream(`workshop-${id}`);
    const mailed = events.filter((e) => e.type === 'AttendeesMailed');
    expect(mailed).toHaveLength(1);
    expect(mailed[0]!.data).toMatchObject({
      registrationIds: [rids.collector, rids.artist],
      subject: 'Bring an apron',
    });
  });

  it('refuses others, and names bad input in both languages, appending nothing', async () => {
    const before = (await stack.runtime.storage.events.readStream(`workshop-${id}`)).length;
    const message = { registrationIds: [rids.collector], subject: 'Hi', body: 'Hello' };
    expect((await stack.call(b.collector!, 'POST', mailPath(id), message)).status).toBe(403);
    const other = await stack.call(b.gallery!, 'POST', mailPath(id), message);
    expect(other.status).toBe(403);
    expect(other.body.messageAr).toMatch(arabic);
    expect((await stack.call(null, 'POST', mailPath(id), message)).status).toBe(401);
    const bad = await stack.call(b.organiser!, 'POST', mailPath(id), {
      registrationIds: 'all',
      subject: ' ',
      body: '',
    });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(['body', 'registrationIds', 'subject']);
    expect(bad.body.details[0].messageAr).toMatch(arabic);
    const stranger = await stack.call(b.organiser!, 'POST', mailPath(id), { ...message, registrationIds: ['nope'] });
    expect(stranger.status).toBe(400);
    expect(fieldsOf(stranger.body)).toEqual(['registrationIds']);
    expect(stranger.body.details[0].messageAr).toMatch(arabic);
    const none = await stack.call(b.organiser!, 'POST', mailPath(id), { ...message, registrationIds: [] });
    expect(fieldsOf(none.body)).toEqual(['registrationIds']);
    expect((await stack.runtime.storage.events.readStream(`workshop-${id}`)).length).toBe(before);
  });

  it('answers 429 in both languages after ten messages in an hour', async () => {
    const statuses: number[] = [];
    const message = { registrationIds: [rids.gallery], subject: 'Again', body: 'Hello' };
    for (let i = 0; i < 8; i++) statuses.push((await stack.call(b.admin!, 'POST', mailPath(id), message)).status);
    expect(statuses.every((s) => s === 201)).toBe(true);
    // The admin's own bucket: two more pass, the eleventh is refused.
    await stack.call(b.admin!, 'POST', mailPath(id), message);
    await stack.call(b.admin!, 'POST', mailPath(id), message);
    const limited = await stack.call(b.admin!, 'POST', mailPath(id), message);
    expect(limited.status).toBe(429);
    expect(limited.body.messageAr).toMatch(arabic);
  });
});

describe('the certificate of attendance', () => {
  it('is the attendee’s PDF once checked in, and nobody else’s', async () => {
    const withCertificate = plainWorkshop(100, BANK_TRANSFER, {
      category: 'sculpture',
      startDate: future(10),
      maxParticipants: 5,
      instructor: 'Hessa',
      certificate: true,
    });
    const id = await publishedWorkshop(stack, b.organiser!, withCertificate);
    const { id: rid } = await registerStandard(stack, b.collector!, id, {
      paymentMethod: 'bank_transfer',
      totalAmount: 100,
      personalInfo: { firstName: 'Reem', lastName: 'Al-Mansouri', email: 'reem@example.sa' },
    });
    const early = await stack.call(b.collector!, 'GET', certificate(rid));
    expect(early.status).toBe(422);
    expect(early.body.code).toBe('not_checked_in');
    expect(early.body.messageAr).toMatch(arabic);
    const confirm = `/api/workshops/${id}/registrations/${rid}/confirm-transfer`;
    expect((await stack.call(b.organiser!, 'POST', confirm, { bankReference: 'TRX-1' })).status).toBe(200);
    expect((await stack.call(b.organiser!, 'POST', `/api/workshops/${id}/registrations/${rid}/check-in`)).status).toBe(
      200,
    );

    const res = await b.collector!.request(`${stack.baseUrl}${certificate(rid)}`, {});
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(`certificate-${rid}.pdf`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Certificate of attendance / شهادة حضور');

    for (const who of ['gallery', 'organiser', 'admin'])
      expect((await stack.call(b[who]!, 'GET', certificate(rid))).status).toBe(404);
    const unknown = await stack.call(b.collector!, 'GET', certificate('nope'));
    expect(unknown.status).toBe(404);
    expect(unknown.body.messageAr).toMatch(arabic);
    expect((await stack.call(null, 'GET', certificate(rid))).status).toBe(401);
  }, 60_000);
});
