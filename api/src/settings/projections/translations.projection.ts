/**
 * `storefront_translations`: one document per overridden storefront text (its key), with the English and Arabic
 * overrides in force (null where the shipped text shows) and the history of changes, newest first, in the shape
 * the back-office's change history reads. Rebuilt from the `translations-storefront` stream.
 */
import type { Projection, StreamTracked } from '../../platform/projections/projection.js';
import { alreadyApplied, tracked } from '../../platform/projections/projection.js';
import type { Doc } from '../../platform/read-store/read-store.port.js';
import type { TranslationEvent } from '../domain/translations.js';
import { TRANSLATION_EVENT_TYPES } from '../domain/translations.js';
import type { HistoryEntry } from './settings.projections.js';

export const STOREFRONT_TRANSLATIONS = 'storefront_translations';

export interface TranslationDoc extends Doc, StreamTracked {
  key: string;
  en: string | null;
  ar: string | null;
  revision: number;
  history: HistoryEntry[];
  updatedAt: string;
}

export const translationsProjection: Projection<TranslationEvent> = {
  name: STOREFRONT_TRANSLATIONS,
  version: 1,
  eventTypes: TRANSLATION_EVENT_TYPES,
  collections: { [STOREFRONT_TRANSLATIONS]: { indexes: [{ fields: ['updatedAt'] }] } },
  async apply(event, ctx) {
    const docs = ctx.collection<TranslationDoc>(STOREFRONT_TRANSLATIONS);
    const { key, language, previous, reason } = event.data;
    const existing = await docs.get(key);
    if (alreadyApplied(existing, event)) return;
    const at = event.metadata.occurredAt;
    const next = event.type === 'TranslationOverridden' ? event.data.value : null;
    const entry: HistoryEntry = {
      revision: event.revision,
      at,
      actorId: event.metadata.actorId ?? null,
      reason,
      changed: [language],
      previous: { [language]: previous },
      next: { [language]: next },
    };
    await docs.upsert({
      id: key,
      key,
      en: existing?.en ?? null,
      ar: existing?.ar ?? null,
      [language]: next,
      revision: event.revision,
      history: [entry, ...(existing?.history ?? [])].slice(0, 200),
      updatedAt: at,
      ...tracked(event),
    });
  },
};
