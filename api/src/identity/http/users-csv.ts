/** The users list as CSV, streamed page by page with the list's own filter and sort, without a row cap. */
import type { Response } from 'express';
import type { Collection, FindOptions } from '../../platform/read-store/read-store.port.js';
import type { RaListSpec } from '../../platform/http/ra-list.js';
import { type CsvRow, streamCsv } from '../../platform/http/csv-export.js';
import type { UserDoc } from '../projections/users.projection.js';

export const USER_LIST_SPEC: RaListSpec = {
  keyset: true,
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

/** Every matching user, streamed through the shared CSV writer (formulas neutralised there). */
export function streamUsersCsv(users: Collection<UserDoc>, options: FindOptions, res: Response): Promise<void> {
  return streamCsv(res, {
    filename: 'users.csv',
    options,
    columns: COLUMNS,
    page: async (page) => (await users.find(page)) as unknown as CsvRow[],
  });
}
