/**
 * The storefront's texts with their overrides: what the storefront fetches at start (`publicOverrides`, kept here
 * for a short while and dropped on every change made through this process), the back-office's rows (shipped
 * text beside the override, per language, with the history) and the admins' changes.
 */
import { Inject, Injectable } from '@nestjs/common';
import { commandContext, ReadYourWrites } from '../../platform/commands/command-context.js';
import { notFound } from '../../platform/errors/domain-errors.js';
import { findInMemory } from '../../platform/jobs/in-memory-find.js';
import type { FindOptions, ReadStore } from '../../platform/read-store/read-store.port.js';
import { READ_STORE } from '../../platform/tokens.js';
import { placeholdersOf, translationsDecider, TRANSLATIONS_STREAM_ID } from '../domain/translations.js';
import type { ShippedText } from '../domain/translations.js';
import { STOREFRONT_TRANSLATIONS, translationsProjection } from '../projections/translations.projection.js';
import type { TranslationDoc } from '../projections/translations.projection.js';
import { loadStorefrontTexts } from './storefront-texts.js';

export interface PublicOverrides {
  /** The stream revision the overrides reflect (-1 before any change). */
  revision: number;
  en: Record<string, string>;
  ar: Record<string, string>;
}

/** A type, not an interface: the in-memory list helper takes it as a read-store document. */
export type TranslationRow = {
  id: string;
  key: string;
  bundledEn: string;
  bundledAr: string;
  /** The overrides in force (null where the shipped text shows). */
  en: string | null;
  ar: string | null;
  overridden: boolean;
  placeholders: string[];
  revision: number;
  stream: string;
  history: TranslationDoc['history'];
  updatedAt: string | null;
};

export interface TranslationChange {
  en?: string | null;
  ar?: string | null;
  reason?: string;
}

const CACHE_MS = 30_000;

@Injectable()
export class StorefrontTranslations {
  private shipped: Promise<Map<string, ShippedText>> | null = null;
  private published: { value: Promise<PublicOverrides>; until: number } | null = null;

  constructor(
    private readonly writes: ReadYourWrites,
    @Inject(READ_STORE) private readonly reads: ReadStore,
  ) {}

  /** The shipped texts, read once. */
  texts(): Promise<Map<string, ShippedText>> {
    this.shipped ??= loadStorefrontTexts();
    return this.shipped;
  }

  private async docs(): Promise<TranslationDoc[]> {
    return this.reads.collection<TranslationDoc>(STOREFRONT_TRANSLATIONS).find({ limit: 100_000 });
  }

  /** What the storefront merges over its bundled texts: the overrides of keys it still ships. */
  publicOverrides(now = Date.now()): Promise<PublicOverrides> {
    if (!this.published || this.published.until < now) {
      const value = this.computePublic();
      this.published = { value, until: now + CACHE_MS };
      value.catch(() => (this.published = null));
    }
    return this.published.value;
  }

  private async computePublic(): Promise<PublicOverrides> {
    const [texts, docs] = await Promise.all([this.texts(), this.docs()]);
    const result: PublicOverrides = { revision: -1, en: {}, ar: {} };
    for (const doc of docs) {
      result.revision = Math.max(result.revision, doc.revision);
      if (!texts.has(doc.key)) continue;
      if (doc.en !== null) result.en[doc.key] = doc.en;
      if (doc.ar !== null) result.ar[doc.key] = doc.ar;
    }
    return result;
  }

  private row(key: string, shipped: ShippedText, doc: TranslationDoc | undefined): TranslationRow {
    const en = doc?.en ?? null;
    const ar = doc?.ar ?? null;
    return {
      id: key,
      key,
      bundledEn: shipped.en,
      bundledAr: shipped.ar,
      en,
      ar,
      overridden: en !== null || ar !== null,
      placeholders: [...new Set([...placeholdersOf(shipped.en), ...placeholdersOf(shipped.ar)])],
      revision: doc?.revision ?? -1,
      stream: `translations-${TRANSLATIONS_STREAM_ID}`,
      history: doc?.history ?? [],
      updatedAt: doc?.updatedAt ?? null,
    };
  }

  /**
   * The back-office list: every shipped text with its override, filtered, searched, sorted and paged by the
   * list options in memory (the texts ship with the storefront, not in a read model).
   */
  async list(options: FindOptions): Promise<{ items: TranslationRow[]; total: number }> {
    const [texts, docs] = await Promise.all([this.texts(), this.docs()]);
    const byKey = new Map(docs.map((d) => [d.key, d]));
    return findInMemory(
      [...texts].map(([key, shipped]) => this.row(key, shipped, byKey.get(key))),
      options,
    );
  }

  async one(key: string): Promise<TranslationRow> {
    const shipped = (await this.texts()).get(key);
    if (!shipped) throw notFound('Text', 'النص');
    const doc = await this.reads.collection<TranslationDoc>(STOREFRONT_TRANSLATIONS).get(key);
    return this.row(key, shipped, doc ?? undefined);
  }

  /** Overrides or reverts one key's texts (a key the storefront does not ship: 400 naming `key`). */
  async change(actorId: string, key: string, change: TranslationChange): Promise<TranslationRow> {
    const shipped = (await this.texts()).get(key) ?? null;
    await this.writes.run(
      translationsDecider,
      TRANSLATIONS_STREAM_ID,
      { type: 'ChangeTranslation', key, en: change.en, ar: change.ar, reason: change.reason ?? '', shipped },
      commandContext(actorId),
      translationsProjection.name,
    );
    this.published = null;
    return this.one(key);
  }
}
