/**
 * Messages from staff (and, read here alike, from artists and galleries): the writes (send to a person once the staff hierarchy allows it; mark read on the reader's own
 * stream, so nobody reads another's) and the reads of the `staffMessages` read model. Each write waits for the read
 * model, so the answer and the next read show it.
 */
import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { commandContext, ReadYourWrites } from '../../platform/commands/command-context.js';
import { notFound } from '../../platform/errors/domain-errors.js';
import { READ_STORE } from '../../platform/tokens.js';
import type { FindOptions, ReadStore } from '../../platform/read-store/read-store.port.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { AccountAuthority } from '../../identity/index.js';
import { staffMessagesDecider, type StaffMessageCommand } from '../domain/staff-messages.decider.js';
import type { StaffMessageTexts } from '../domain/staff-message.events.js';
import { STAFF_MESSAGES, staffMessagesProjection } from '../projections/staff-messages.projection.js';
import type { StaffMessageDoc } from '../projections/staff-messages.projection.js';
import { sendersOf } from './seller-messages.js';

/** A person's page shows their latest messages; older ones stay on the stream. */
const MINE_MAX = 200;

const view = ({ _stream: _s, _revision: _r, ...doc }: StaffMessageDoc) => doc;

@Injectable()
export class StaffMessages {
  constructor(
    private readonly writes: ReadYourWrites,
    private readonly authority: AccountAuthority,
    @Inject(READ_STORE) private readonly reads: ReadStore,
  ) {}

  private get docs() {
    return this.reads.collection<StaffMessageDoc>(STAFF_MESSAGES);
  }

  private run(actorId: string, command: StaffMessageCommand) {
    const context = commandContext(actorId);
    return this.writes.run(staffMessagesDecider, command.userId, command, context, staffMessagesProjection.name);
  }

  async send(sender: AccountAccess, userId: string, texts: StaffMessageTexts): Promise<string> {
    await this.authority.require({ id: sender.userId, roles: sender.roles }, userId);
    const messageId = randomUUID();
    await this.run(sender.userId, { type: 'SendStaffMessage', messageId, userId, texts });
    return messageId;
  }

  async markRead(reader: AccountAccess, messageId: string) {
    await this.run(reader.userId, { type: 'MarkStaffMessageRead', messageId, userId: reader.userId });
    return this.mine(reader.userId, messageId);
  }

  async listMine(userId: string) {
    const docs = await this.docs.find({
      filter: { userId },
      // Newest first: a person's messages are one stream, whose revisions order them even within a millisecond.
      sort: [
        { field: 'sentAt', direction: 'desc' },
        { field: '_revision', direction: 'desc' },
      ],
      limit: MINE_MAX,
    });
    return this.withSenders(docs);
  }

  /** Each message as answered to its recipient: a seller's names the profile it was written as (`sender`). */
  private async withSenders(docs: StaffMessageDoc[]) {
    const senders = await sendersOf(this.reads, docs);
    return docs.map((doc) => ({ ...view(doc), sender: senders.get(doc.id) ?? null }));
  }

  async unreadCount(userId: string) {
    return { unread: await this.docs.count({ filter: { userId, read: false } }) };
  }

  async mine(userId: string, messageId: string) {
    const doc = await this.docs.get(messageId);
    if (!doc || doc.userId !== userId) throw notFound('Message', 'الرسالة');
    const [answer] = await this.withSenders([doc]);
    return answer!;
  }

  /** Staff's list of what was sent to one person (react-admin paging, filter and sort already parsed). */
  async listFor(userId: string, options: FindOptions & { offset: number; limit: number }) {
    const filter = { ...options.filter, userId };
    const [items, total] = await Promise.all([
      this.docs.find({ ...options, filter }),
      this.docs.count({ filter, text: options.text }),
    ]);
    return { items: items.map(view), total };
  }
}
