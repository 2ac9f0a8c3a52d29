/**
 * A person's data exports (PDPL access right), read from their own `user-<id>` stream: each export is asked
 * (`PersonalDataExportRequested`), built by a job and stored sealed with the person's key until it expires
 * (`PersonalDataExportReady`), and each download is recorded (`PersonalDataExportDownloaded`). The stream is the
 * only record, so the list needs no read model; the status `expired` follows from the clock.
 */
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { EVENT_STORE } from '../../platform/tokens.js';
import type { EventStore } from '../../platform/event-store/event-store.port.js';
import { EventCodec } from '../../platform/commands/event-codec.js';
import { streamName } from '../../platform/commands/decider.js';
import { PersonalDataVault } from '../../platform/commands/personal-data-vault.js';
import { ErasureHooks } from '../../platform/commands/erasure-hooks.js';
import { FILE_STORAGE, type FileStorage } from '../../platform/file-storage/file-storage.port.js';
import { SealedFiles } from '../../platform/file-storage/sealed-files.js';
import { illegalState, notFound } from '../../platform/errors/domain-errors.js';
import { AccountCommands } from '../../identity/index.js';

/** How long an archive is kept once built. */
export const EXPORT_TTL_MS = 7 * 86_400_000;

export type ExportStatus = 'requested' | 'ready' | 'expired';

export interface PersonalDataExportView {
  id: string;
  status: ExportStatus;
  requestedAt: string;
  readyAt: string | null;
  expiresAt: string | null;
  bytes: number | null;
  downloads: number;
}

export const archiveKey = (exportId: string) => `exports/${exportId}.enc`;

export const exportExpired = () =>
  illegalState(
    'export_expired',
    'This archive has expired and was deleted. Ask for your data again.',
    'انتهت صلاحية هذا الأرشيف وحُذف. اطلب بياناتك من جديد.',
  );

@Injectable()
export class PersonalDataExports implements OnModuleInit {
  readonly archives: SealedFiles;

  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    private readonly codec: EventCodec,
    private readonly accounts: AccountCommands,
    private readonly erasure: ErasureHooks,
    @Inject(FILE_STORAGE) files: FileStorage,
    vault: PersonalDataVault,
  ) {
    this.archives = new SealedFiles(files, vault);
  }

  /** Erasure: the key is gone already (the archives are unreadable); the ciphertext goes too. */
  onModuleInit(): void {
    this.erasure.register('personalDataExports', async ({ userId }) => {
      for (const e of await this.list(userId, new Date())) await this.archives.delete(archiveKey(e.id));
    });
  }

  /** Records the request (the job that builds the archive follows from the event). */
  async request(userId: string, now: Date): Promise<PersonalDataExportView> {
    const exportId = randomUUID();
    await this.accounts.recordDataExport({ type: 'RequestDataExport', userId, actorId: userId, exportId }, now);
    return (await this.find(userId, exportId, now))!;
  }

  /** The person's exports, newest first. */
  async list(userId: string, now: Date): Promise<PersonalDataExportView[]> {
    const byId = new Map<string, PersonalDataExportView>();
    for (const recorded of await this.events.readStream(streamName('user', userId))) {
      if (!recorded.type.startsWith('PersonalDataExport')) continue;
      const { type, data, metadata } = await this.codec.decode(recorded);
      const d = data as { exportId?: string; expiresAt?: string; bytes?: number };
      if (!d.exportId) continue; // the synchronous downloads of earlier versions
      const at = metadata.occurredAt;
      const view = byId.get(d.exportId);
      if (type === 'PersonalDataExportRequested')
        byId.set(d.exportId, {
          id: d.exportId,
          status: 'requested',
          requestedAt: at,
          readyAt: null,
          expiresAt: null,
          bytes: null,
          downloads: 0,
        });
      else if (view && type === 'PersonalDataExportReady')
        Object.assign(view, { status: 'ready', readyAt: at, expiresAt: d.expiresAt, bytes: d.bytes });
      else if (view && type === 'PersonalDataExportDownloaded') view.downloads += 1;
    }
    const views = [...byId.values()].map((v) =>
      v.expiresAt !== null && v.expiresAt <= now.toISOString() ? { ...v, status: 'expired' as const } : v,
    );
    return views.reverse();
  }

  async find(userId: string, exportId: string, now: Date): Promise<PersonalDataExportView | null> {
    return (await this.list(userId, now)).find((e) => e.id === exportId) ?? null;
  }

  /** The owner's archive: someone else's (or an unknown id) is not found, an expired or unbuilt one is refused;
   * the download is recorded on the person's stream before the bytes are served. */
  async download(
    userId: string,
    exportId: string,
    now: Date,
  ): Promise<{ bytes: Buffer; view: PersonalDataExportView }> {
    const view = await this.find(userId, exportId, now);
    if (!view) throw notFound('Export', 'التصدير');
    if (view.status === 'expired') throw exportExpired();
    if (view.status !== 'ready')
      throw illegalState('export_not_ready', 'Your archive is still being prepared.', 'ما زال أرشيفك قيد الإعداد.');
    const bytes = await this.archives.get(archiveKey(exportId));
    if (!bytes) throw exportExpired();
    await this.accounts.recordDataExport({ type: 'RecordDataExportDownload', userId, actorId: userId, exportId }, now);
    return { bytes, view };
  }
}
