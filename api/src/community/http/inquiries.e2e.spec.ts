/**
 * Inquiries over HTTP (PostgreSQL server): the artwork inquiry form and the gallery contact form with each
 * field's refusals, who sees and answers what, pending → responded → closed, and the mails through the
 * `email` queue into the mail capture.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import type { TestBrowser } from '../../platform/auth/testing/test-browser.js';
import { putArtwork, putGallery } from '../testing/catalog-fixtures.js';
import { JobQueues } from '../../platform/jobs/job-queues.js';
import { demoUserId } from '../../testing/demo-accounts.js';

let stack: TestStack;
const b: Record<string, TestBrowser> = {};
const arabic = /[\u0600-\u06FF]/;
const fieldsOf = (body: { details: Array<{ field: string }> }) => body.details.map((d) => d.field);
const galleryId = demoUserId('gallery@example.sa');
let artworkId: string;

const artworkForm = {
  email: 'reem.collector@example.com',
  phone: '+966 50 123 4567',
  message: 'Is this work still available for purchase?',
};
const galleryForm = {
  name: 'Reem',
  email: 'reem.collector@example.com',
  phone: '0501234567',
  subject: 'Press visit',
  message: 'We would like to cover your next opening.',
  inquiryType: 'press',
};

async function mailsTo(
  address: string,
  subject: RegExp,
  count: number,
): Promise<Array<{ to: string; subject: string; text: string }>> {
  let found: Array<{ to: string; subject: string; text: string }> = [];
  for (let i = 0; i < 150 && found.length < count; i++) {
    const list = await stack.call(
      b.admin!,
      'GET',
      `/api/admin/mail?filter=${encodeURIComponent(JSON.stringify({ q: address }))}`,
    );
    found = (list.body as Array<{ to: string; subject: string; text: string }>).filter(
      (m) => m.to.includes(address) && subject.test(m.subject),
    );
    if (found.length < count) await new Promise((r) => setTimeout(r, 100));
  }
  return found;
}

beforeAll(async () => {
  stack = await startTestStack({ storage: 'pg' });
  await putGallery(stack.runtime.storage.reads, galleryId);
  artworkId = (
    await putArtwork(
      stack.runtime.storage.reads,
      { artistId: demoUserId('artist@example.sa'), galleryId },
      { title: 'Dunes at Dusk', titleAr: 'كثبان عند الغروب' },
    )
  ).id;
  for (const name of ['collector', 'organiser', 'artist', 'gallery', 'admin', 'moderator', 'auditor', 'shipper'])
    b[name] = await stack.signIn(`${name}@example.sa`);
}, 90_000);
afterAll(async () => {
  await stack?.close();
});

describe('the artwork inquiry form', () => {
  let inquiryId: string;

  it('sends an inquiry that keeps a copy of the artwork and mails the artist and the gallery', async () => {
    const sent = await stack.call(b.collector!, 'POST', `/api/artworks/${artworkId}/inquiries`, artworkForm);
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({
      id: expect.any(String),
      kind: 'artwork',
      status: 'pending',
      message: artworkForm.message,
      response: null,
      respondedAt: null,
      createdAt: expect.any(String),
      email: artworkForm.email,
      phone: artworkForm.phone,
      artwork: {
        id: artworkId,
        title: 'Dunes at Dusk',
        titleAr: 'كثبان عند الغروب',
        images: [expect.objectContaining({ url: '/media/images/img-1.webp' })],
        artist: { name: 'Sara Al-Harbi', nameAr: 'سارة الحربي' },
      },
      gallery: { id: galleryId, name: 'Athr Gallery', nameAr: 'صالة أثر' },
    });
    inquiryId = sent.body.id;
    const [toGallery] = await mailsTo('gallery@example.sa', /Dunes at Dusk/, 1);
    expect(toGallery!.subject).toMatch(/New inquiry: Dunes at Dusk \| استفسار جديد: كثبان عند الغروب/);
    expect(toGallery!.text).not.toContain(artworkForm.email); // contact details are read on the site, not mailed
    expect(await mailsTo('artist@example.sa', /Dunes at Dusk/, 1)).toHaveLength(1);
    const stored = await stack.runtime.storage.events.readStream(`inquiry-${inquiryId}`);
    expect(JSON.stringify(stored[0]!.data)).not.toContain(artworkForm.email); // encrypted with the asker's key
  });

  it('refuses each bad field with a bilingual message naming it, and changes nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...artworkForm, email: undefined }, 'email'],
      [{ ...artworkForm, email: 'reem@' }, 'email'],
      [{ ...artworkForm, phone: '12345' }, 'phone'],
      [{ ...artworkForm, phone: 'x'.repeat(31) }, 'phone'],
      [{ ...artworkForm, message: undefined }, 'message'],
      [{ ...artworkForm, message: 'Too short' }, 'message'],
      [{ ...artworkForm, message: 'x'.repeat(2001) }, 'message'],
      [{ ...artworkForm, budget: 5 }, 'budget'],
    ];
    for (const [body, field] of cases) {
      const bad = await stack.call(b.shipper!, 'POST', `/api/artworks/${artworkId}/inquiries`, body);
      expect(bad.status).toBe(400);
      expect(fieldsOf(bad.body)).toContain(field);
      expect(bad.body.details.find((d: { field: string }) => d.field === field).messageAr).toMatch(arabic);
    }
    expect((await stack.call(b.shipper!, 'GET', '/api/inquiries/user')).body).toEqual([]);
    const ok = await stack.call(b.shipper!, 'POST', `/api/artworks/${artworkId}/inquiries`, {
      email: 'saeed@example.com',
      message: 'Do you ship to Dammam?',
    });
    expect(ok.status).toBe(201);
    expect(ok.body.phone).toBeNull();
    const missing = await stack.call(b.shipper!, 'POST', '/api/artworks/no-such-artwork/inquiries', artworkForm);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Artwork not found.');
    expect((await stack.call(null, 'POST', `/api/artworks/${artworkId}/inquiries`, artworkForm)).status).toBe(401);
  });

  it('shows an inquiry only to its asker, and received inquiries only to their owners', async () => {
    const mine = await stack.call(b.collector!, 'GET', '/api/inquiries/user');
    expect(mine.body.map((i: { id: string }) => i.id)).toEqual([inquiryId]);
    expect((await stack.call(b.organiser!, 'GET', '/api/inquiries/user')).body).toEqual([]);
    expect(
      (await stack.call(b.gallery!, 'GET', '/api/inquiries/received')).body.map((i: { id: string }) => i.id),
    ).toContain(inquiryId);
    expect(
      (await stack.call(b.artist!, 'GET', '/api/inquiries/received')).body.map((i: { id: string }) => i.id),
    ).toContain(inquiryId);
    expect((await stack.call(b.collector!, 'GET', '/api/inquiries/received')).status).toBe(403);
    expect((await stack.call(null, 'GET', '/api/inquiries/user')).status).toBe(401);
    expect((await stack.call(b.collector!, 'GET', '/api/me/stats')).body.inquiries).toBe(1);
  });

  it("lets only an owner answer, once; inquiry answers are mailed only to the asker's account address; asker or owner closes", async () => {
    const byCollector = await stack.call(b.collector!, 'POST', `/api/inquiries/${inquiryId}/respond`, {
      response: 'I answer myself',
    });
    expect(byCollector.status).toBe(403);
    expect(byCollector.body.messageAr).toMatch(arabic);
    expect((await stack.call(b.organiser!, 'POST', `/api/inquiries/${inquiryId}/close`)).status).toBe(403);
    expect(fieldsOf((await stack.call(b.gallery!, 'POST', `/api/inquiries/${inquiryId}/respond`, {})).body)).toContain(
      'response',
    );
    expect(
      fieldsOf(
        (await stack.call(b.gallery!, 'POST', `/api/inquiries/${inquiryId}/respond`, { response: 'x'.repeat(2001) }))
          .body,
      ),
    ).toContain('response');
    expect(
      (await stack.call(b.gallery!, 'POST', '/api/inquiries/no-such-inquiry/respond', { response: 'Yes' })).status,
    ).toBe(404);
    const answered = await stack.call(b.gallery!, 'POST', `/api/inquiries/${inquiryId}/respond`, {
      response: 'Yes, it is available. Visit us on Thursday.',
    });
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({
      status: 'responded',
      response: 'Yes, it is available. Visit us on Thursday.',
      respondedAt: expect.any(String),
    });
    expect(
      (await stack.call(b.artist!, 'POST', `/api/inquiries/${inquiryId}/respond`, { response: 'Me too' })).body.code,
    ).toBe('inquiry_already_responded');
    expect((await stack.call(b.collector!, 'GET', '/api/inquiries/user')).body[0]).toMatchObject({
      status: 'responded',
      response: 'Yes, it is available. Visit us on Thursday.',
    });
    // Inquiry answers are mailed only to the asker's account address, not the one typed on the form.
    const [answerMail] = await mailsTo('collector@example.sa', /answered/, 1);
    expect(await mailsTo(artworkForm.email, /answered/, 0)).toHaveLength(0);
    expect(answerMail!.subject).toMatch(/Your inquiry was answered: Dunes at Dusk \| تم الرد على استفسارك/);
    expect(answerMail!.text).toContain('Visit us on Thursday');
    const email = stack.http.app.get(JobQueues).queue('email');
    let inquiryJobs: Awaited<ReturnType<typeof email.getJobs>> = [];
    for (let i = 0; i < 100 && inquiryJobs.length < 3; i++) {
      inquiryJobs = (await email.getJobs(['completed'])).filter((job) => job.name.startsWith('inquiry'));
      if (inquiryJobs.length < 3) await new Promise((r) => setTimeout(r, 50));
    }
    expect(inquiryJobs.length).toBeGreaterThanOrEqual(3);
    for (const job of inquiryJobs) expect(job.data).toEqual({ sent: true, lang: 'en' }); // no address or text kept
    const closed = await stack.call(b.collector!, 'POST', `/api/inquiries/${inquiryId}/close`);
    expect(closed.body.status).toBe('closed');
    const events = await stack.runtime.storage.events.readStream(`inquiry-${inquiryId}`);
    expect(events.map((e) => e.type)).toEqual(['InquirySent', 'InquiryResponded', 'InquiryClosed']);
  });
});

describe('the gallery contact form', () => {
  it('sends a contact message to the gallery, which answers it', async () => {
    const sent = await stack.call(b.organiser!, 'POST', `/api/galleries/${galleryId}/inquiries`, galleryForm);
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      kind: 'gallery',
      status: 'pending',
      name: 'Reem',
      subject: 'Press visit',
      inquiryType: 'press',
      artwork: null,
      gallery: { id: galleryId, name: 'Athr Gallery', nameAr: 'صالة أثر' },
    });
    expect(await mailsTo('gallery@example.sa', /Press visit/, 1)).toHaveLength(1);
    expect(
      (await stack.call(b.artist!, 'POST', `/api/inquiries/${sent.body.id}/respond`, { response: 'Not mine' })).status,
    ).toBe(403);
    expect(
      (
        await stack.call(b.gallery!, 'POST', `/api/inquiries/${sent.body.id}/respond`, {
          response: 'Welcome on Sunday.',
        })
      ).body.status,
    ).toBe('responded');
    expect((await stack.call(b.gallery!, 'POST', `/api/inquiries/${sent.body.id}/close`)).body.status).toBe('closed');
  });

  it('an owner cannot send an inquiry to themselves', async () => {
    const own = await stack.call(b.gallery!, 'POST', `/api/galleries/${galleryId}/inquiries`, galleryForm);
    expect([own.status, own.body.code]).toEqual([403, 'own_inquiry']);
  });

  it('refuses each bad field, an unknown gallery and visitors', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...galleryForm, name: '' }, 'name'],
      [{ ...galleryForm, name: undefined }, 'name'],
      [{ ...galleryForm, email: 'nobody' }, 'email'],
      [{ ...galleryForm, phone: '+12' }, 'phone'],
      [{ ...galleryForm, subject: '' }, 'subject'],
      [{ ...galleryForm, subject: 'x'.repeat(201) }, 'subject'],
      [{ ...galleryForm, message: 'short' }, 'message'],
      [{ ...galleryForm, inquiryType: 'gossip' }, 'inquiryType'],
      [{ ...galleryForm, inquiryType: undefined }, 'inquiryType'],
    ];
    for (const [body, field] of cases) {
      const bad = await stack.call(b.auditor!, 'POST', `/api/galleries/${galleryId}/inquiries`, body);
      expect(bad.status).toBe(400);
      expect(fieldsOf(bad.body)).toContain(field);
    }
    const missing = await stack.call(b.auditor!, 'POST', '/api/galleries/no-such-gallery/inquiries', galleryForm);
    expect(missing.status).toBe(404);
    expect(missing.body.messageAr).toMatch(arabic);
    expect((await stack.call(null, 'POST', `/api/galleries/${galleryId}/inquiries`, galleryForm)).status).toBe(401);
  });
});

describe('abuse limits', () => {
  it('answers 429 in both languages after 20 inquiries in ten minutes from one person', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++)
      statuses.push(
        (await stack.call(b.moderator!, 'POST', `/api/artworks/${artworkId}/inquiries`, { email: 'x' })).status,
      );
    expect(statuses.every((s) => s === 400)).toBe(true);
    const limited = await stack.call(b.moderator!, 'POST', `/api/galleries/${galleryId}/inquiries`, galleryForm);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(limited.body.messageAr).toMatch(arabic);
  });
});

describe('the back-office inquiries resource', () => {
  it('lists every inquiry for administrators and moderators only', async () => {
    const list = await stack.call(
      b.admin!,
      'GET',
      `/api/admin/inquiries?filter=${encodeURIComponent('{"kind":"gallery"}')}&range=[0,9]`,
    );
    expect(list.status).toBe(200);
    expect(list.headers.get('content-range')).toBe('inquiries 0-0/1');
    expect(list.body[0]).toMatchObject({ kind: 'gallery', status: 'closed', askerName: 'Hessa A.' });
    expect((await stack.call(b.moderator!, 'GET', `/api/admin/inquiries/${list.body[0].id}`)).status).toBe(200);
    expect((await stack.call(b.auditor!, 'GET', '/api/admin/inquiries')).status).toBe(403);
    expect((await stack.call(b.gallery!, 'GET', '/api/admin/inquiries')).status).toBe(403);
  });
});
