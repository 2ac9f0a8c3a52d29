import simpleRestProvider from 'ra-data-simple-rest';
import { type DataProvider, type FilterPayload, HttpError, type Identifier, type SortPayload } from 'react-admin';
import { type HttpClient, httpClient } from './http';
import type {
  BulkResult,
  DashboardSummary,
  ProjectionDetail,
  StateAtRevision,
  StreamDetail,
  StreamSummary,
} from './types';

export const API_URL = '/api/admin';

/** User commands beyond CRUD; each appends an event with the acting admin in its metadata (server side). */
export type UserCommand = 'verify' | 'suspend' | 'activate' | 'change-role' | 'override-risk' | 'clear-risk';
export type UserCommandArgs = { reason?: string; roles?: string[]; level?: string };

export interface StreamQuery {
  prefix?: string;
  q?: string;
  page: number;
  perPage: number;
}

export interface AppDataProvider extends DataProvider {
  runUserCommand(id: Identifier, command: UserCommand, args?: UserCommandArgs): Promise<unknown>;
  runBulkUserCommand(ids: Identifier[], command: UserCommand, args?: UserCommandArgs): Promise<BulkResult>;
  /** A message from staff to the user (`{ subject, body, subjectAr, bodyAr }`, a language at least). */
  sendUserMessage(id: Identifier, texts: Record<string, string>): Promise<unknown>;
  retryJob(id: Identifier): Promise<unknown>;
  getStreams(query: StreamQuery): Promise<{ data: StreamSummary[]; total: number }>;
  getStream(name: string): Promise<StreamDetail>;
  getStreamState(name: string, revision: number): Promise<StateAtRevision>;
  getDashboard(): Promise<DashboardSummary>;
  getProjections(): Promise<unknown>;
  retryProjection(name: string): Promise<unknown>;
}

/**
 * The CSV the server streams for the list's filter and sort, every row included (react-admin's client-side
 * exporter would stop at 1,000). A plain URL, not a provider method: react-admin's provider proxy expects
 * every method to return a promise, and a download is a navigation anyway.
 */
export const exportUrl = (resource: string, filter: FilterPayload, sort: SortPayload, apiUrl = API_URL): string => {
  const query = new URLSearchParams({
    filter: JSON.stringify(filter),
    sort: JSON.stringify([sort.field, sort.order]),
  });
  return `${apiUrl}/${resource}/export.csv?${query}`;
};

const rangeOf = (page: number, perPage: number) => [(page - 1) * perPage, page * perPage - 1];

const totalFrom = (headers: Headers, fallback: number): number => {
  const total = Number.parseInt(headers.get('Content-Range')?.split('/').pop() ?? '', 10);
  return Number.isNaN(total) ? fallback : total;
};

/**
 * Admin resources the contract serves as lists only (`GET /api/admin/<resource>` with `filter={"id":[...]}`),
 * without a single-record endpoint: their show pages read the record through the list.
 */
export const LIST_ONLY_RESOURCES: ReadonlySet<string> = new Set([
  'artists',
  'galleries',
  'comments',
  'discussions',
  'inquiries',
]);

/** ra-data-simple-rest against /api/admin, plus the commands, the audit API and the dashboard. */
export const createDataProvider = (apiUrl = API_URL, http: HttpClient = httpClient): AppDataProvider => {
  const post = (url: string, body: unknown) =>
    http(url, { method: 'POST', body: JSON.stringify(body) }).then(({ json }) => json);
  const streamUrl = (name: string) => `${apiUrl}/streams/${encodeURIComponent(name)}`;

  const rest = simpleRestProvider(apiUrl, http);

  return {
    ...rest,

    // Resources whose admin API lists but has no `GET /:id`: a record is read as a one-id list.
    getOne: (resource, params) =>
      LIST_ONLY_RESOURCES.has(resource)
        ? rest.getMany(resource, { ids: [params.id], meta: params.meta }).then(({ data }) => {
            if (!data[0]) throw new HttpError('ra.notification.item_doesnt_exist', 404);
            return { data: data[0] };
          })
        : rest.getOne(resource, params),

    runUserCommand: (id, command, args = {}) =>
      post(`${apiUrl}/users/${encodeURIComponent(String(id))}/${command}`, args),

    runBulkUserCommand: (ids, command, args = {}) =>
      post(`${apiUrl}/users/${command}`, { ids, ...args }) as Promise<BulkResult>,

    sendUserMessage: (id, texts) => post(`${apiUrl}/users/${encodeURIComponent(String(id))}/messages`, texts),

    retryJob: (id) => post(`${apiUrl}/jobs/${encodeURIComponent(String(id))}/retry`, {}),

    getStreams: async ({ prefix = '', q = '', page, perPage }) => {
      // `q` both plain and inside ra-simple-rest's `filter`, which is where the API reads it.
      const query = new URLSearchParams({
        prefix,
        q,
        filter: JSON.stringify(q ? { q } : {}),
        range: JSON.stringify(rangeOf(page, perPage)),
      });
      const { json, headers } = await http(`${apiUrl}/streams?${query}`);
      const data = (json ?? []) as StreamSummary[];
      return { data, total: totalFrom(headers, data.length) };
    },

    getStream: (name) => http(streamUrl(name)).then(({ json }) => json as StreamDetail),

    getStreamState: (name, revision) =>
      http(`${streamUrl(name)}/state?revision=${revision}`).then(({ json }) => json as StateAtRevision),

    getDashboard: () => http(`${apiUrl}/dashboard`).then(({ json }) => json as DashboardSummary),

    // The read models page (admins): each projection's failures, and a retry that answers the projection after it.
    getProjections: () => http(`${apiUrl}/projections`).then(({ json }) => json as ProjectionDetail[]),

    retryProjection: (name) => post(`${apiUrl}/projections/${encodeURIComponent(name)}/retry`, {}),
  };
};

export const dataProvider = createDataProvider();
