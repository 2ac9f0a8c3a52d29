/** The `landing_content` read model: the landing's current texts and figures, revision and history of changes. */
import type { Projection, StreamTracked } from '../../platform/projections/projection.js';
import { alreadyApplied, tracked } from '../../platform/projections/projection.js';
import type { Doc } from '../../platform/read-store/read-store.port.js';
import { LANDING_ID, type LandingContent, type LandingContentChanged } from '../domain/landing-content.js';
import { withChange, type ContentChange } from './page-contents.projection.js';

export const LANDING_CONTENT = 'landing_content';

export interface LandingContentDoc extends Doc, StreamTracked {
  content: LandingContent;
  revision: number;
  history: ContentChange[];
  updatedAt: string;
}

export const landingContentProjection: Projection<LandingContentChanged> = {
  name: 'landing_content',
  version: 1,
  eventTypes: ['LandingContentChanged'],
  collections: { [LANDING_CONTENT]: { indexes: [] } },
  async apply(event, ctx) {
    const docs = ctx.collection<LandingContentDoc>(LANDING_CONTENT);
    const id = LANDING_ID;
    const existing = await docs.get(id);
    if (alreadyApplied(existing, event)) return;
    const at = event.metadata.occurredAt;
    await docs.upsert({
      id,
      content: event.data.content,
      revision: event.revision,
      history: withChange(existing?.history, event, event.data.reason),
      updatedAt: at,
      ...tracked(event),
    });
  },
};
