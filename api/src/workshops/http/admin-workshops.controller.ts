/**
 * Back-office resources `workshops`, `workshopRegistrations` and `artEvents` (ra-data-simple-rest): admins and
 * auditors read them; admins check attendees in and confirm bank transfers through the organisers' calls.
 */
import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Roles } from '../../platform/auth/guards/auth.decorators.js';
import { notFound } from '../../platform/errors/domain-errors.js';
import { parseRaList, setContentRange, type RaListQuery, type RaListSpec } from '../../platform/http/ra-list.js';
import { streamCsv } from '../../platform/http/csv-export.js';
import { WorkshopQueries } from '../application/workshop-queries.js';
import { refundFailureOf } from '../application/registration-payments.js';
import { ART_EVENTS, REGISTRATIONS, WORKSHOPS } from '../projections/workshops.projections.js';
import type { RegistrationDoc, WorkshopDoc } from '../projections/workshops.projections.js';
import { workshopEndDate } from '../domain/workshop-sessions.js';
import { WAITLIST } from '../projections/waitlist.projection.js';
import { PROMO_CODES } from '../projections/promo-codes.projection.js';

const SPECS: Record<string, RaListSpec> = {
  [WORKSHOPS]: {
    filters: { status: 'eq', category: 'eq', skillLevel: 'eq', locationType: 'eq', organiserId: 'eq', featured: 'eq' },
    textFields: ['title', 'titleAr', 'description', 'instructor'],
    sortable: ['startDate', 'createdAt', 'currentParticipants', 'status', 'title'],
    defaultSort: { field: 'startDate', direction: 'desc' },
  },
  [REGISTRATIONS]: {
    filters: {
      workshopId: 'eq',
      userId: 'eq',
      status: 'eq',
      paymentStatus: 'eq',
      paymentMethod: 'eq',
      attendanceStatus: 'eq',
    },
    textFields: ['firstName', 'lastName', 'email'],
    sortable: ['registeredAt', 'totalAmount', 'status'],
    defaultSort: { field: 'registeredAt', direction: 'desc' },
  },
  [WAITLIST]: {
    filters: { workshopId: 'eq', tierId: 'eq', userId: 'eq', status: 'eq' },
    textFields: [],
    sortable: ['seq', 'joinedAt', 'expiresAt'],
    defaultSort: { field: 'seq', direction: 'asc' },
  },
  [PROMO_CODES]: {
    filters: { workshopId: 'eq', active: 'eq' },
    textFields: [],
    sortable: ['createdAt', 'code', 'uses'],
    defaultSort: { field: 'createdAt', direction: 'desc' },
  },
  [ART_EVENTS]: {
    filters: { status: 'eq', category: 'eq', organiserId: 'eq', isOnline: 'eq' },
    textFields: ['title', 'titleAr', 'venue', 'venueAr'],
    sortable: ['startDate', 'createdAt', 'attendees', 'title'],
    defaultSort: { field: 'startDate', direction: 'desc' },
  },
};
const RESOURCES: Record<string, string> = {
  workshops: WORKSHOPS,
  'workshop-registrations': REGISTRATIONS,
  'art-events': ART_EVENTS,
  'workshop-waitlist': WAITLIST,
  'workshop-promo-codes': PROMO_CODES,
};

const withoutBookkeeping = ({ _stream, _revision, seats: _seats, ...doc }: Record<string, unknown>) => doc;
/**
 * A record as the back-office reads it: a workshop with its end (derived from its sessions, never stored); a
 * registration with the last refusal of a refund still owed (`flagged` once the retries are spent), as the payments
 * ledger shows it, so the registration's page and the ledger tell the same story.
 */
function recordView(name: string, doc: Record<string, unknown>) {
  if (name === WORKSHOPS)
    return { ...withoutBookkeeping(doc), endDate: workshopEndDate(doc as unknown as WorkshopDoc) };
  if (name === REGISTRATIONS)
    return { ...withoutBookkeeping(doc), refundFailure: refundFailureOf(doc as unknown as RegistrationDoc) };
  return withoutBookkeeping(doc);
}

@ApiTags('admin: workshops')
@Controller('api/admin')
@Roles('admin', 'auditor')
export class AdminWorkshopsController {
  constructor(private readonly queries: WorkshopQueries) {}

  @Get('workshops/export.csv')
  exportWorkshops(@Query() query: RaListQuery, @Res() res: Response) {
    return this.exportCsv('workshops', query, res);
  }

  @Get('workshops')
  workshops(@Query() query: RaListQuery, @Res({ passthrough: true }) res: Response) {
    return this.list('workshops', query, res);
  }

  @Get('workshops/:id')
  workshop(@Param('id') id: string) {
    return this.one('workshops', id);
  }

  @Get('workshop-registrations/export.csv')
  exportRegistrations(@Query() query: RaListQuery, @Res() res: Response) {
    return this.exportCsv('workshop-registrations', query, res);
  }

  @Get('workshop-registrations')
  registrations(@Query() query: RaListQuery, @Res({ passthrough: true }) res: Response) {
    return this.list('workshop-registrations', query, res);
  }

  @Get('workshop-registrations/:id')
  registration(@Param('id') id: string) {
    return this.one('workshop-registrations', id);
  }

  @Get('workshop-waitlist')
  waitlist(@Query() query: RaListQuery, @Res({ passthrough: true }) res: Response) {
    return this.list('workshop-waitlist', query, res);
  }

  /** A workshop's promo codes with their uses (the workshop's page; read-only). */
  @Get('workshop-promo-codes')
  promoCodes(@Query() query: RaListQuery, @Res({ passthrough: true }) res: Response) {
    return this.list('workshop-promo-codes', query, res);
  }

  @Get('art-events/export.csv')
  exportEvents(@Query() query: RaListQuery, @Res() res: Response) {
    return this.exportCsv('art-events', query, res);
  }

  @Get('art-events')
  events(@Query() query: RaListQuery, @Res({ passthrough: true }) res: Response) {
    return this.list('art-events', query, res);
  }

  @Get('art-events/:id')
  event(@Param('id') id: string) {
    return this.one('art-events', id);
  }

  private async exportCsv(resource: string, query: RaListQuery, res: Response) {
    const name = RESOURCES[resource]!;
    const collection = this.queries.collection(name);
    await streamCsv(res, {
      filename: `${resource}.csv`,
      options: parseRaList(query, SPECS[name]!),
      page: async (page) => (await collection.find(page)).map(csvRow),
    });
  }

  private async list(resource: string, query: RaListQuery, res: Response) {
    const name = RESOURCES[resource]!;
    const options = parseRaList(query, SPECS[name]!);
    const collection = this.queries.collection(name);
    const [docs, total] = await Promise.all([collection.find(options), collection.count(options)]);
    setContentRange(res, resource, options.offset, docs.length, total);
    return docs.map((doc) => recordView(name, doc));
  }

  private async one(resource: string, id: string) {
    const name = RESOURCES[resource]!;
    const doc = await this.queries.collection(name).get(id);
    if (!doc) throw notFound('Record', 'السجل');
    return recordView(name, doc);
  }
}

/** Nested values (tiers, answers) as JSON text in one cell. */
function csvRow(doc: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(withoutBookkeeping(doc)).map(([k, v]) => [
      k,
      v !== null && typeof v === 'object' ? JSON.stringify(v) : v,
    ]),
  );
}
