/**
 * The audit API (admin, moderator, auditor): list streams, read one with its hash-chain verdict, and fold
 * it to any revision. The one place that reads the event store for a GET (STYLE rule 6's exception).
 * Moderators read only the categories they moderate; secret material is withheld from everyone; every read of
 * a stream is recorded on the reader's `streamReads-<id>` stream (see audit-access.ts and stream-reads.ts).
 */
import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Roles } from '../auth/guards/auth.decorators.js';
import { EVENT_STORE } from '../tokens.js';
import type { EventStore } from '../event-store/event-store.port.js';
import { formatPosition } from '../event-store/event-store.port.js';
import { EventCodec } from '../commands/event-codec.js';
import { ChainSigner } from '../commands/chain-signer.js';
import { categoryOf } from '../commands/event-catalog.js';
import { verifyChain } from '../commands/hash-chain.js';
import { fieldProblem, notFound, validationError } from '../errors/domain-errors.js';
import { keysetCursor, parseRange, setContentRange, setNextAfter } from '../http/ra-list.js';
import { AuditRegistry } from './audit-registry.js';
import { CurrentUser } from '../auth/guards/auth.decorators.js';
import type { AccountAccess } from '../auth/accounts.port.js';
import { CommandRunner } from '../commands/command-runner.js';
import { currentCorrelationId } from '../logging/request-context.js';
import { mayListPrefix, mayReadCategory, notYourCategory, withoutSecrets } from './audit-access.js';
import { streamReadsDecider, type RecordStreamRead } from './stream-reads.js';
import { STAFF_ROLES } from '../auth/roles.js';

const STREAM_NAME = /^[a-zA-Z][a-zA-Z0-9]*-[A-Za-z0-9._:-]{1,200}$/;

@ApiTags('admin: audit')
@Controller('api/admin')
@Roles(...STAFF_ROLES)
export class AuditController {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    private readonly codec: EventCodec,
    private readonly signer: ChainSigner,
    private readonly registry: AuditRegistry,
    private readonly runner: CommandRunner,
  ) {}

  @Get('streams')
  async list(
    @Query('prefix') prefixParam: string | undefined,
    @Query('filter') filterParam: string | undefined,
    @Query('range') rangeParam: string | undefined,
    @Res({ passthrough: true }) res: Response,
    @CurrentUser() reader: AccountAccess,
    @Query('after') after?: string,
  ) {
    const filter = parseJson<{ prefix?: string; q?: string }>(filterParam, 'filter') ?? {};
    const prefix = (prefixParam ?? filter.prefix ?? '') + (filter.q ?? '');
    if (!mayListPrefix(reader.roles, prefix)) throw notYourCategory();
    const { offset: start, limit } = parseRange(rangeParam, 100, true);
    if (after !== undefined) return this.listAfter(prefix, keysetCursor(after, start), limit, res);
    const page = await this.events.listStreams(prefix, { offset: start, limit: limit + 1 });
    const rows = page.slice(0, limit).map((s) => ({
      id: s.streamName,
      streamName: s.streamName,
      category: categoryOf(s.streamName),
      revision: s.revision,
      lastRecordedAt: s.lastRecordedAt,
    }));
    // The store does not count streams; a page that overflows announces one more row so paging continues.
    setContentRange(res, 'streams', start, rows.length, start + rows.length + (page.length > limit ? 1 : 0));
    return rows;
  }

  /** A keyset page in name order (`after=<last stream name>`): one index seek however deep. */
  private async listAfter(prefix: string, after: string, limit: number, res: Response) {
    const page = await this.events.listStreams(prefix, { after, limit });
    const rows = page.map((s) => ({
      id: s.streamName,
      streamName: s.streamName,
      category: categoryOf(s.streamName),
      revision: s.revision,
      lastRecordedAt: s.lastRecordedAt,
    }));
    setContentRange(res, 'streams', 0, rows.length, rows.length);
    setNextAfter(res, rows, limit);
    return rows;
  }

  @Get('chain-key')
  chainKey() {
    return { algorithm: 'Ed25519', publicKeyPem: this.signer.publicKeyPem, signs: 'streamName \\n revision \\n hash' };
  }

  @Get('streams/:name')
  async stream(@Param('name') name: string, @CurrentUser() reader: AccountAccess) {
    const recorded = await this.readOrThrow(name, reader);
    await this.recordRead(reader, { streamName: name, view: 'events', revision: null });
    const chain = verifyChain(this.signer, name, recorded);
    const events = await Promise.all(
      recorded.map(async (r) => {
        const decoded = await this.codec.decode(r);
        return {
          revision: r.revision,
          position: formatPosition(r.position),
          eventId: r.eventId,
          type: r.type,
          data: withoutSecrets(decoded.data),
          storedData: withoutSecrets(r.data),
          metadata: r.metadata,
          recordedAt: r.recordedAt,
        };
      }),
    );
    return { streamName: name, category: categoryOf(name), events, chain };
  }

  @Get('streams/:name/state')
  async state(
    @Param('name') name: string,
    @CurrentUser() reader: AccountAccess,
    @Query('revision') revisionParam?: string,
  ) {
    const recorded = await this.readOrThrow(name, reader);
    const last = recorded.at(-1)!.revision;
    const revision = revisionParam === undefined ? last : Number(revisionParam);
    if (!Number.isInteger(revision) || revision < 0 || revision > last) {
      throw validationError([
        fieldProblem('revision', 'invalid', `Choose a revision from 0 to ${last}.`, `اختر مراجعة من 0 إلى ${last}.`),
      ]);
    }
    const decider = this.registry.deciderFor(categoryOf(name));
    if (!decider) throw notFound(`A decider for ${categoryOf(name)} streams`, `مُقرِّر لسجلات ${categoryOf(name)}`);
    await this.recordRead(reader, { streamName: name, view: 'state', revision });
    let state = decider.initialState();
    for (const r of recorded) {
      if (r.revision > revision) break;
      state = decider.evolve(state, await this.codec.decode(r));
    }
    return { streamName: name, revision, lastRevision: last, state: withoutSecrets(state) };
  }

  /** Before answering: a read that cannot be recorded is not served. */
  private async recordRead(reader: AccountAccess, read: Omit<RecordStreamRead, 'actorId'>) {
    const correlationId = currentCorrelationId() ?? randomUUID();
    await this.runner.run(
      streamReadsDecider,
      reader.userId,
      { actorId: reader.userId, ...read },
      { actorId: reader.userId, correlationId, causationId: correlationId, now: new Date() },
    );
  }

  private async readOrThrow(name: string, reader: AccountAccess) {
    if (!STREAM_NAME.test(name))
      throw validationError([fieldProblem('name', 'invalid', 'Not a stream name.', 'ليس اسم سجل صالحًا.')]);
    if (!mayReadCategory(reader.roles, categoryOf(name))) throw notYourCategory();
    const recorded = await this.events.readStream(name);
    if (recorded.length === 0) throw notFound('Stream', 'السجل');
    return recorded;
  }
}

function parseJson<T>(text: string | undefined, field: string): T | undefined {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw validationError([
      { field, code: 'invalid', message: `${field} must be JSON.`, messageAr: `يجب أن يكون ${field} بصيغة JSON.` },
    ]);
  }
}
