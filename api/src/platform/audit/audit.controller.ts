/**
 * The audit API (admin, moderator, auditor): list streams, read one with its hash-chain verdict, and fold
 * it to any revision. The one place that reads the event store for a GET (STYLE rule 6's exception).
 */
import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
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
import { notFound, validationError } from '../errors/domain-errors.js';
import { setContentRange } from '../http/ra-list.js';
import { AuditRegistry } from './audit-registry.js';

const STREAM_NAME = /^[a-zA-Z][a-zA-Z0-9]*-[A-Za-z0-9._:-]{1,200}$/;

@ApiTags('admin: audit')
@Controller('api/admin')
@Roles('admin', 'moderator', 'auditor')
export class AuditController {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    private readonly codec: EventCodec,
    private readonly signer: ChainSigner,
    private readonly registry: AuditRegistry,
  ) {}

  @Get('streams')
  async list(
    @Query('prefix') prefixParam: string | undefined,
    @Query('filter') filterParam: string | undefined,
    @Query('range') rangeParam: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ) {
    const filter = parseJson<{ prefix?: string; q?: string }>(filterParam, 'filter') ?? {};
    const prefix = (prefixParam ?? filter.prefix ?? '') + (filter.q ?? '');
    const [start, end] = parseJson<[number, number]>(rangeParam, 'range') ?? [0, 24];
    const limit = Math.min(Math.max(end - start + 1, 1), 100);
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

  @Get('chain-key')
  chainKey() {
    return { algorithm: 'Ed25519', publicKeyPem: this.signer.publicKeyPem, signs: 'streamName \\n revision \\n hash' };
  }

  @Get('streams/:name')
  async stream(@Param('name') name: string) {
    const recorded = await this.readOrThrow(name);
    const chain = verifyChain(this.signer, name, recorded);
    const events = await Promise.all(
      recorded.map(async (r) => {
        const decoded = await this.codec.decode(r);
        return {
          revision: r.revision,
          position: formatPosition(r.position),
          eventId: r.eventId,
          type: r.type,
          data: decoded.data,
          storedData: r.data,
          metadata: r.metadata,
          recordedAt: r.recordedAt,
        };
      }),
    );
    return { streamName: name, category: categoryOf(name), events, chain };
  }

  @Get('streams/:name/state')
  async state(@Param('name') name: string, @Query('revision') revisionParam?: string) {
    const recorded = await this.readOrThrow(name);
    const last = recorded.at(-1)!.revision;
    const revision = revisionParam === undefined ? last : Number(revisionParam);
    if (!Number.isInteger(revision) || revision < 0 || revision > last) {
      throw validationError([
        {
          field: 'revision',
          code: 'invalid',
          message: `Choose a revision from 0 to ${last}.`,
          messageAr: `اختر مراجعة من 0 إلى ${last}.`,
        },
      ]);
    }
    const decider = this.registry.deciderFor(categoryOf(name));
    if (!decider) throw notFound(`A decider for ${categoryOf(name)} streams`, `مُقرِّر لسجلات ${categoryOf(name)}`);
    let state = decider.initialState();
    for (const r of recorded) {
      if (r.revision > revision) break;
      state = decider.evolve(state, await this.codec.decode(r));
    }
    return { streamName: name, revision, lastRevision: last, state };
  }

  private async readOrThrow(name: string) {
    if (!STREAM_NAME.test(name))
      throw validationError([
        { field: 'name', code: 'invalid', message: 'Not a stream name.', messageAr: 'ليس اسم سجل صالحًا.' },
      ]);
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
