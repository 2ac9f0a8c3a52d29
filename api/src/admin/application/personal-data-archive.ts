/**
 * Builds a person's data archive (a zip): `events.jsonl`, every event of the person's own streams
 * (`<category>-<userId>` for each category), decrypted the way reads decode them and without secret material;
 * `sections/<context>.json`, what each context's read models keep about them (the personal-data registry);
 * `files/kyc/…`, their identity documents decrypted; `files/images/…`, the images they uploaded; and a README in
 * English and Arabic.
 */
import { Inject, Injectable } from '@nestjs/common';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { EVENT_STORE } from '../../platform/tokens.js';
import type { EventStore } from '../../platform/event-store/event-store.port.js';
import { EventCodec } from '../../platform/commands/event-codec.js';
import { streamName } from '../../platform/commands/decider.js';
import { AuditRegistry } from '../../platform/audit/audit-registry.js';
import { withoutSecrets } from '../../platform/audit/audit-access.js';
import { FILE_STORAGE, type FileStorage } from '../../platform/file-storage/file-storage.port.js';
import { PersonalDataRegistry } from '../../platform/personal-data/personal-data-section.js';
import { documentExtension, KycOwnerDocuments } from '../../kyc/index.js';
import { ArtworkQueries } from '../../artworks/index.js';

export const ARCHIVE_README = `Your personal data — Gulf Art Marketplace
==========================================

This archive holds everything the marketplace keeps about you, as you asked (your access right under the
Saudi Personal Data Protection Law).

events.jsonl      Every event recorded on your own records, one JSON object a line, oldest first per record:
                  stream (the record), revision (its position), type (what happened), occurredAt (when, UTC)
                  and data (the details, your personal data decrypted).
sections/*.json   What each part of the marketplace shows about you (account, profiles, community, orders,
                  invoices, workshops, verification and more), one file per part.
files/kyc/        The identity documents you uploaded for verification.
files/images/     The images you uploaded.

Keep this file safe: it contains your personal data.

بياناتك الشخصية — سوق الفن الخليجي
==================================

يضم هذا الأرشيف كل ما يحفظه السوق عنك، كما طلبت (حقك في الوصول بموجب نظام حماية البيانات الشخصية السعودي).

events.jsonl      كل حدث سُجّل في سجلاتك، كائن JSON في كل سطر، من الأقدم إلى الأحدث في كل سجل:
                  stream (السجل) وrevision (موضعه) وtype (ما حدث) وoccurredAt (متى، بالتوقيت العالمي)
                  وdata (التفاصيل، وبياناتك الشخصية فيها مفكوكة التشفير).
sections/*.json   ما يعرضه كل جزء من السوق عنك (الحساب والملفات الشخصية والمجتمع والطلبات والفواتير والورش
                  والتحقق وغيرها)، ملف لكل جزء.
files/kyc/        وثائق الهوية التي رفعتها للتحقق.
files/images/     الصور التي رفعتها.

احفظ هذا الملف في مكان آمن: فهو يحتوي على بياناتك الشخصية.
`;

const json = (value: unknown) => strToU8(JSON.stringify(value, null, 2));

@Injectable()
export class PersonalDataArchive {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    private readonly codec: EventCodec,
    private readonly audit: AuditRegistry,
    private readonly registry: PersonalDataRegistry,
    private readonly kyc: KycOwnerDocuments,
    private readonly artworks: ArtworkQueries,
    @Inject(FILE_STORAGE) private readonly files: FileStorage,
  ) {}

  /** The zip's bytes and the names of the sections it holds. */
  async build(userId: string, now: Date): Promise<{ zip: Buffer; sections: string[] }> {
    const sections = await this.registry.collect(userId);
    const entries: Zippable = {
      'README.txt': strToU8(ARCHIVE_README),
      'events.jsonl': strToU8(await this.eventLines(userId)),
      'export.json': json({ userId, exportedAt: now.toISOString() }),
    };
    for (const [name, section] of Object.entries(sections)) entries[`sections/${name}.json`] = json(section);
    for (const doc of await this.kyc.of(userId))
      entries[`files/kyc/${doc.documentType}-${doc.id}.${documentExtension(doc.contentType)}`] = doc.bytes;
    for (const image of await this.artworks.imagesUploadedBy(userId)) {
      const stored = await this.files.get(image.url.replace(/^\/media\//, ''));
      if (stored) entries[`files/images/${image.id}.webp`] = [stored.data, { level: 0 }];
    }
    return { zip: Buffer.from(zipSync(entries, { level: 6, mtime: now })), sections: Object.keys(sections) };
  }

  private async eventLines(userId: string): Promise<string> {
    const lines: string[] = [];
    for (const category of this.audit.categories()) {
      const recorded = await this.events.readStream(streamName(category, userId));
      await this.codec.prefetch(recorded);
      for (const r of recorded) {
        const { data, metadata } = await this.codec.decode(r);
        const line = { stream: r.streamName, revision: r.revision, type: r.type, occurredAt: metadata.occurredAt };
        lines.push(JSON.stringify({ ...line, data: withoutSecrets(data) }));
      }
    }
    return lines.length ? `${lines.join('\n')}\n` : '';
  }
}
