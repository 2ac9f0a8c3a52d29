/** Announcements: those a caller sees now (dates and audience), and the staff's list. */
import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE } from '../../platform/tokens.js';
import type { FindOptions, ReadStore } from '../../platform/read-store/read-store.port.js';
import { notFound } from '../../platform/errors/domain-errors.js';
import { ANNOUNCEMENTS, type AnnouncementDoc } from '../projections/settings.projections.js';
import type { Caller } from '../domain/feature-audience.js';

/** The storefront shows a few at most; more would be noise. */
const ACTIVE_MAX = 5;

const view = ({ _stream: _s, _revision: _r, ...doc }: AnnouncementDoc) => doc;

@Injectable()
export class AnnouncementQueries {
  constructor(@Inject(READ_STORE) private readonly reads: ReadStore) {}

  private get docs() {
    return this.reads.collection<AnnouncementDoc>(ANNOUNCEMENTS);
  }

  /** Published announcements whose dates hold `now` and whose audience takes the caller (null: signed out). */
  async active(caller: Caller | null, now = new Date()) {
    const at = now.toISOString();
    const live = await this.docs.find({
      filter: { status: 'published', startsAt: { $lte: at } },
      sort: [{ field: 'startsAt', direction: 'desc' }],
      limit: 100,
    });
    return live
      .filter((a) => a.endsAt > at)
      .filter((a) =>
        a.audience === 'everyone'
          ? true
          : a.audience === 'signed_in'
            ? caller !== null
            : caller !== null && caller.roles.includes(a.role ?? ''),
      )
      .slice(0, ACTIVE_MAX)
      .map(({ id, message, messageAr, link, tone, startsAt, endsAt, updatedAt }) => ({
        id,
        message,
        messageAr,
        link,
        tone,
        startsAt,
        endsAt,
        // A revised banner shows again to someone who dismissed its earlier wording.
        version: updatedAt,
      }));
  }

  async list(options: FindOptions & { offset: number; limit: number }) {
    const [items, total] = await Promise.all([this.docs.find(options), this.docs.count({ filter: options.filter })]);
    return { items: items.map(view), total };
  }

  async one(id: string) {
    const doc = await this.docs.get(id);
    if (!doc) throw notFound('Announcement', 'الإعلان');
    return view(doc);
  }
}
