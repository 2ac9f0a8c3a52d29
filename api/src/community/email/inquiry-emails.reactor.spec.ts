/** Inquiry mails follow each recipient's choice of inquiry mail on /preferences: off, nothing is enqueued. */
import { describe, expect, it } from '@jest/globals';
import type { JobQueues } from '../../platform/jobs/job-queues.js';
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import type { CommandRunner } from '../../platform/commands/command-runner.js';
import type { StoredEvent } from '../../platform/commands/event-codec.js';
import type { UserDoc } from '../../identity/index.js';
import type { InquiryResponded, InquirySent, InquirySentData } from '../domain/community.events.js';
import { inquiryEmailsReactor } from './inquiry-emails.reactor.js';

const sent: InquirySentData = {
  inquiryId: 'q1',
  kind: 'gallery',
  askerId: 'asker',
  ownerIds: ['gallery'],
  artwork: null,
  gallery: null,
  name: null,
  email: 'typed@example.com',
  phone: null,
  subject: 'Opening hours',
  inquiryType: null,
  message: 'When are you open?',
};
const stored = <E extends InquirySent | InquiryResponded>(type: E['type'], data: E['data']) =>
  ({
    type,
    data,
    streamName: 'inquiry-q1',
    metadata: { eventId: `e-${type}`, occurredAt: '2026-11-29T09:00:00.000Z' },
  }) as unknown as StoredEvent<E>;

/** The reactor on fakes: people by id, the inquiry's stream, and a queue that records what was enqueued. */
function harness(people: Record<string, Partial<UserDoc>>) {
  const enqueued: { name: string; to: string }[] = [];
  const users = {
    get: async (id: string) => (people[id] ? { id, ...people[id] } : null),
    getMany: async (ids: string[]) => ids.flatMap((id) => (people[id] ? [{ id, ...people[id] }] : [])),
  };
  const reads = { collection: () => users } as unknown as ReadStore;
  const jobs = {
    enqueue: async (_q: string, name: string, payload: { to: string }) => void enqueued.push({ name, to: payload.to }),
  } as unknown as JobQueues;
  const runner = { load: async () => ({ events: [{ type: 'InquirySent', data: sent }] }) } as unknown as CommandRunner;
  return { reactor: inquiryEmailsReactor(jobs, reads, runner), enqueued };
}

const off = { inquiries: false } as UserDoc['emailNotifications'];

describe('inquiry mails', () => {
  it('mail the owner and the asker who receive inquiry mail', async () => {
    const { reactor, enqueued } = harness({
      gallery: { email: 'gallery@example.sa' },
      asker: { email: 'asker@example.sa', emailNotifications: { ...off!, inquiries: true } },
    });
    await reactor.react(stored<InquirySent>('InquirySent', sent));
    await reactor.react(
      stored<InquiryResponded>('InquiryResponded', { inquiryId: 'q1', responderId: 'gallery', response: 'Daily' }),
    );
    expect(enqueued).toEqual([
      { name: 'inquiryReceived', to: 'gallery@example.sa' },
      { name: 'inquiryAnswered', to: 'asker@example.sa' },
    ]);
  });

  it('enqueue nothing for those who switched inquiry mail off', async () => {
    const { reactor, enqueued } = harness({
      gallery: { email: 'gallery@example.sa', emailNotifications: off },
      asker: { email: 'asker@example.sa', emailNotifications: off },
    });
    await reactor.react(stored<InquirySent>('InquirySent', sent));
    await reactor.react(
      stored<InquiryResponded>('InquiryResponded', { inquiryId: 'q1', responderId: 'gallery', response: 'Daily' }),
    );
    expect(enqueued).toEqual([]);
  });
});
