/** The `page_contents` read model: each static page's current text, revision and history of changes. */
import type { Projection, StreamTracked } from '../../platform/projections/projection.js';
import { alreadyApplied, tracked } from '../../platform/projections/projection.js';
import type { Doc } from '../../platform/read-store/read-store.port.js';
import type { StoredEvent } from '../../platform/commands/event-codec.js';
import type { ContentPage, PageContent, PageContentChanged } from '../domain/page-content.js';

export const PAGE_CONTENTS = 'page_contents';

export interface PageContentDoc extends Doc, StreamTracked {
  page: ContentPage;
  content: PageContent;
  revision: number;
  history: ContentChange[];
  updatedAt: string;
}

/** One change in a managed text's history: who, when and why. */
export interface ContentChange {
  revision: number;
  at: string;
  actorId: string | null;
  reason: string;
}

/** The history with this change first, the newest 200 kept. */
export const withChange = (
  history: ContentChange[] | undefined,
  event: Pick<StoredEvent, 'revision' | 'metadata'>,
  reason: string,
): ContentChange[] =>
  [
    { revision: event.revision, at: event.metadata.occurredAt, actorId: event.metadata.actorId ?? null, reason },
    ...(history ?? []),
  ].slice(0, 200);

export const pageContentsProjection: Projection<PageContentChanged> = {
  name: 'page_contents',
  version: 1,
  eventTypes: ['PageContentChanged'],
  collections: { [PAGE_CONTENTS]: { indexes: [] } },
  async apply(event, ctx) {
    const docs = ctx.collection<PageContentDoc>(PAGE_CONTENTS);
    const { page, content, reason } = event.data;
    const existing = await docs.get(page);
    if (alreadyApplied(existing, event)) return;
    const at = event.metadata.occurredAt;
    await docs.upsert({
      id: page,
      page,
      content,
      revision: event.revision,
      history: withChange(existing?.history, event, reason),
      updatedAt: at,
      ...tracked(event),
    });
  },
};
