/** The users list as CSV, streamed page by page with the list's own filter and sort, without a row cap. */
import { stringify } from 'csv-stringify';
import type { Response } from 'express';
import type { Collection, FindOptions } from '../../platform/read-store/read-store.port.js';
import type { RaListSpec } from '../../platform/http/ra-list.js';
import type { UserDoc } from '../projections/users.projection.js';

export const USER_LIST_SPEC: RaListSpec = {
  filters: {
    role: { field: 'roles', op: 'contains' },
    roles: 'contains',
    status: 'eq',
    riskLevel: 'eq',
    lifecycleStage: 'eq',
    verified: 'eq',
  },
  textFields: ['firstName', 'lastName', 'email'],
  sortable: [
    'id',
    'firstName',
    'lastName',
    'email',
    'status',
    'riskLevel',
    'lifecycleStage',
    'joinedAt',
    'lastActiveAt',
    'profileCompleteness',
  ],
  defaultSort: { field: 'joinedAt', direction: 'desc' },
};

const COLUMNS = [
  'id',
  'firstName',
  'lastName',
  'email',
  'roles',
  'status',
  'riskLevel',
  'lifecycleStage',
  'stage',
  'joinedAt',
  'lastActiveAt',
  'profileCompleteness',
  'phone',
  'location',
] as const;
const PAGE = 1000;

export async function streamUsersCsv(users: Collection<UserDoc>, options: FindOptions, res: Response): Promise<void> {
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', 'attachment; filename="users.csv"');
  res.write('\uFEFF'); // byte-order mark: spreadsheet programs then read Arabic names correctly
  const csv = stringify({ header: true, columns: [...COLUMNS] });
  csv.pipe(res);
  for (let offset = 0; ; offset += PAGE) {
    const page = await users.find({ ...options, offset, limit: PAGE });
    for (const doc of page) {
      const row = COLUMNS.map((c) => neutralise(c === 'roles' ? doc.roles.join(' ') : (doc[c] ?? '')));
      if (!csv.write(row)) await new Promise((r) => csv.once('drain', r));
    }
    if (page.length < PAGE) break;
  }
  csv.end();
  await new Promise((resolve) => res.on('finish', resolve));
}

/** A cell starting with = + - @ would run as a formula in a spreadsheet (CSV injection): make it text. */
function neutralise(value: unknown): unknown {
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
