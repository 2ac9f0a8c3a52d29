import { API_URL } from '../dataProvider';
import { type HttpClient, httpClient } from '../http';
import type { BulkResult } from '../types';

/**
 * The admin commands of the catalog and community (contract: /api/admin/...). Each one is a command on the
 * record's event stream on the server, with the acting staff member in the event's metadata.
 */
export type FeaturableResource = 'artworks' | 'artists' | 'galleries' | 'collections';
export type ModeratedResource = 'comments' | 'discussions';
export type ArtworkBulkAction = 'feature' | 'unfeature' | 'withdraw';

/** Event stream of a record, as the audit explorer names it (contract: "Ids and streams"). */
export const STREAM_PREFIX: Record<string, string> = {
  users: 'user-',
  artworks: 'artwork-',
  artists: 'artist-',
  galleries: 'gallery-',
  collections: 'collection-',
  comments: 'comment-',
  discussions: 'discussion-',
  inquiries: 'inquiry-',
  workshops: 'workshop-',
  'workshop-registrations': 'registration-',
  'art-events': 'artEvent-',
  commissions: 'commission-',
  'shipping-orders': 'shippingOrder-',
  disputes: 'order-',
};

export const streamNameOf = (resource: string, id: string | number): string => `${STREAM_PREFIX[resource] ?? ''}${id}`;

/** The audit explorer's route for a record's stream (react-admin's hash router path). */
export const auditPathOf = (resource: string, id: string | number): string =>
  `/audit/${encodeURIComponent(streamNameOf(resource, id))}`;

const segment = (id: string | number) => encodeURIComponent(String(id));

export const createCatalogCommands = (apiUrl = API_URL, http: HttpClient = httpClient) => {
  const post = (path: string, body: unknown = {}) =>
    http(`${apiUrl}${path}`, { method: 'POST', body: JSON.stringify(body) }).then(({ json }) => json);

  return {
    feature: (resource: FeaturableResource, id: string | number) => post(`/${resource}/${segment(id)}/feature`),
    unfeature: (resource: FeaturableResource, id: string | number) => post(`/${resource}/${segment(id)}/unfeature`),
    withdrawArtwork: (id: string | number, reason: string) => post(`/artworks/${segment(id)}/withdraw`, { reason }),
    bulkArtworks: (ids: (string | number)[], action: ArtworkBulkAction, reason?: string) =>
      post('/artworks/bulk', reason === undefined ? { ids, action } : { ids, action, reason }) as Promise<
        BulkResult | undefined
      >,
    hide: (resource: ModeratedResource, id: string | number, reason: string) =>
      post(`/${resource}/${segment(id)}/hide`, { reason }),
    restore: (resource: ModeratedResource, id: string | number, reason: string) =>
      post(`/${resource}/${segment(id)}/restore`, { reason }),
  };
};

export type CatalogCommands = ReturnType<typeof createCatalogCommands>;

export const catalogCommands = createCatalogCommands();

/**
 * What the bulk endpoint answered, in the users' bulk shape (`succeeded`, `failed`). An answer without those
 * lists (e.g. the changed records, or nothing) counts every id as done: the server raised no error.
 */
export const normaliseBulkResult = (ids: (string | number)[], answer: unknown): BulkResult => {
  const result = (answer ?? {}) as Partial<BulkResult>;
  if (Array.isArray(result.succeeded) || Array.isArray(result.failed)) {
    return { succeeded: result.succeeded ?? [], failed: result.failed ?? [] };
  }
  return { succeeded: ids.map(String), failed: [] };
};

/**
 * Runs one command per id where the API has no bulk endpoint (artists, galleries, collections, comments,
 * discussions): each id is its own command and event; a refusal is reported per id, as the bulk endpoint does.
 */
export const runEach = async (
  ids: (string | number)[],
  run: (id: string | number) => Promise<unknown>,
): Promise<BulkResult> => {
  const result: BulkResult = { succeeded: [], failed: [] };
  // One after the other: the machine and the API are shared, and the order of the events stays readable.
  for (const id of ids) {
    try {
      await run(id);
      result.succeeded.push(String(id));
    } catch (error) {
      const body = (error as { body?: { message?: string; messageAr?: string } }).body;
      result.failed.push({
        id: String(id),
        message: body?.message ?? (error instanceof Error ? error.message : String(error)),
        messageAr: body?.messageAr,
      });
    }
  }
  return result;
};
