/**
 * Crypto-shredding. Personal data in events (names, e-mails, phones, addresses, identity numbers) is
 * encrypted with a key per person; the keys live outside the event log (in the read store's
 * `personal_data_keys` collection, which no rebuild clears), each wrapped with PII_MASTER_KEY.
 * Forgetting a person deletes their key: their events stay byte-for-byte as stored (so hash chains still
 * verify), but their personal data can no longer be read, and read models show them as forgotten.
 *
 * Stored form of an encrypted value: `{ "$pii": "v1.<subjectId>.<iv>.<ciphertext+tag>" }` (base64url parts).
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { ReadStore } from '../read-store/read-store.port.js';

export const PERSONAL_DATA_KEYS = 'personal_data_keys';

export interface EncryptedValue {
  $pii: string;
}

interface KeyDoc {
  id: string;
  wrappedKey: string | null;
  createdAt: string;
  forgottenAt: string | null;
  [key: string]: unknown;
}

export function isEncryptedValue(value: unknown): value is EncryptedValue {
  return typeof value === 'object' && value !== null && typeof (value as EncryptedValue).$pii === 'string';
}

export class PersonalDataVault {
  private readonly masterKey: Buffer;
  /** Short-lived cache of unwrapped keys: a forget on another replica takes effect within this time. */
  private readonly cache = new Map<string, { key: Buffer | null; until: number }>();
  private static readonly CACHE_MS = 30_000;

  constructor(
    private readonly store: ReadStore,
    masterSecret: string,
    private readonly now: () => number = Date.now,
  ) {
    this.masterKey = createHash('sha256').update(`pii-master:${masterSecret}`).digest();
  }

  async init(): Promise<void> {
    await this.store.ensureCollection(PERSONAL_DATA_KEYS);
  }

  async encrypt(subjectId: string, plaintext: string): Promise<EncryptedValue> {
    const sealed = await this.encryptIfHeld(subjectId, plaintext);
    if (!sealed) throw new Error(`Personal data of ${subjectId} was forgotten: nothing new may be stored for them`);
    return sealed;
  }

  /** Like encrypt, but null once the subject's key was destroyed (a read model rebuilt after the fact). */
  async encryptIfHeld(subjectId: string, plaintext: string): Promise<EncryptedValue | null> {
    const key = await this.keyFor(subjectId, true);
    if (!key) return null;
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return { $pii: ['v1', subjectId, iv.toString('base64url'), body.toString('base64url')].join('.') };
  }

  /** The plaintext, or null when the person was forgotten (or the value cannot be read). */
  async decrypt(value: EncryptedValue): Promise<string | null> {
    const [version, subjectId, iv, body] = value.$pii.split('.');
    if (version !== 'v1' || !subjectId || !iv || !body) return null;
    const key = await this.keyFor(subjectId, false);
    if (!key) return null;
    try {
      const bytes = Buffer.from(body, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(bytes.subarray(bytes.length - 16));
      return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }

  async forget(subjectId: string, at: Date): Promise<void> {
    const keys = this.store.collection<KeyDoc>(PERSONAL_DATA_KEYS);
    const existing = await keys.get(subjectId);
    await keys.upsert({
      id: subjectId,
      wrappedKey: null,
      createdAt: existing?.createdAt ?? at.toISOString(),
      forgottenAt: at.toISOString(),
    });
    this.cache.set(subjectId, { key: null, until: this.now() + PersonalDataVault.CACHE_MS });
  }

  /** Loads many people's keys in one round trip (projection pages), so decrypting a page costs one query. */
  async warm(subjectIds: Iterable<string>): Promise<void> {
    const now = this.now();
    const missing = [...new Set(subjectIds)].filter((id) => !((this.cache.get(id)?.until ?? 0) > now));
    if (missing.length === 0) return;
    const docs = await this.store.collection<KeyDoc>(PERSONAL_DATA_KEYS).getMany(missing);
    if (this.cache.size + docs.length > 10_000) this.cache.clear();
    const found = new Set<string>();
    for (const doc of docs) {
      found.add(doc.id);
      this.cache.set(doc.id, {
        key: doc.wrappedKey ? this.unwrap(doc.wrappedKey) : null,
        until: now + PersonalDataVault.CACHE_MS,
      });
    }
    for (const id of missing)
      if (!found.has(id)) this.cache.set(id, { key: null, until: now + PersonalDataVault.CACHE_MS });
  }

  /** Every person's key record, still wrapped with the master key (moving an installation). */
  async *exportKeys(): AsyncGenerator<Record<string, unknown>> {
    const keys = this.store.collection<KeyDoc>(PERSONAL_DATA_KEYS);
    for (let offset = 0; ; offset += 1000) {
      const page = await keys.find({ sort: [{ field: 'id', direction: 'asc' }], offset, limit: 1000 });
      yield* page;
      if (page.length < 1000) return;
    }
  }

  /** Loads exported key records; the target must use the same PII_MASTER_KEY to unwrap them. */
  async importKeys(records: Array<Record<string, unknown>>): Promise<void> {
    const valid = records.filter(
      (r): r is KeyDoc => typeof r.id === 'string' && (typeof r.wrappedKey === 'string' || r.wrappedKey === null),
    );
    if (valid.length !== records.length) throw new Error('Not a personal-data key export');
    await this.store.collection<KeyDoc>(PERSONAL_DATA_KEYS).upsertMany(valid);
    this.cache.clear();
  }

  /** Subjects whose id starts with `prefix` and whose key is still held (the platform's own keys, by name). */
  async heldKeys(prefix: string): Promise<string[]> {
    const docs = await this.store
      .collection<KeyDoc>(PERSONAL_DATA_KEYS)
      .find({ filter: { id: { $gte: prefix, $lt: `${prefix}\uffff` } }, sort: [{ field: 'id', direction: 'asc' }] });
    return docs.filter((doc) => doc.wrappedKey !== null).map((doc) => doc.id);
  }

  async isForgotten(subjectId: string): Promise<boolean> {
    const doc = await this.store.collection<KeyDoc>(PERSONAL_DATA_KEYS).get(subjectId);
    return doc?.forgottenAt != null;
  }

  private async keyFor(subjectId: string, create: boolean): Promise<Buffer | null> {
    const cached = this.cache.get(subjectId);
    if (cached && cached.until > this.now() && (cached.key || !create)) return cached.key;
    const keys = this.store.collection<KeyDoc>(PERSONAL_DATA_KEYS);
    let doc = await keys.get(subjectId);
    if (!doc && create) {
      const fresh: KeyDoc = {
        id: subjectId,
        wrappedKey: this.wrap(randomBytes(32)),
        createdAt: new Date(this.now()).toISOString(),
        forgottenAt: null,
      };
      // insert is atomic: when two commands create the same person's key at once, both use the winner's.
      if (!(await keys.insert(fresh))) doc = await keys.get(subjectId);
      else doc = fresh;
    }
    const key = doc?.wrappedKey ? this.unwrap(doc.wrappedKey) : null;
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(subjectId, { key, until: this.now() + PersonalDataVault.CACHE_MS });
    return key;
  }

  private wrap(key: Buffer): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.masterKey, iv);
    const body = Buffer.concat([cipher.update(key), cipher.final(), cipher.getAuthTag()]);
    return `${iv.toString('base64url')}.${body.toString('base64url')}`;
  }

  private unwrap(wrapped: string): Buffer {
    const [iv, body] = wrapped.split('.');
    const bytes = Buffer.from(body!, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.masterKey, Buffer.from(iv!, 'base64url'));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]);
  }
}
