/** The auction calls beyond react-admin's list, show and create (POST/GET /api/admin/auctions/...). */
import { httpClient } from '../http';

const BASE = '/api/admin/auctions';
const path = (id: string, rest: string) => `${BASE}/${encodeURIComponent(id)}${rest}`;

export interface ReplayStep {
  revision: number;
  type: string;
  at: string | null;
  status: string;
  /** Halalas. */
  price: number | null;
  leaderPaddle: number | null;
  endsAt: string | null;
  bidCount: number;
}

export interface ChainVerdict {
  chained: boolean;
  valid: boolean;
  brokenAt: number | null;
  reason: string | null;
  reasonAr: string | null;
}

export interface AuctionReplay {
  auctionId: string;
  streamName: string;
  chain: ChainVerdict;
  publicKeyPem: string;
  events: { revision: number; type: string; data: unknown }[];
  steps: ReplayStep[];
  recordedOutcome: Record<string, unknown> | null;
  recomputedOutcome: Record<string, unknown> | null;
  outcomeMatches: boolean;
}

const post = async (url: string, body?: unknown) =>
  (await httpClient(url, { method: 'POST', body: body === undefined ? undefined : JSON.stringify(body) })).json;

export const auctionApi = {
  cancel: (id: string, reason: string) => post(path(id, '/cancel'), { reason }),
  retractBid: (id: string, sequence: number, reason: string) => post(path(id, '/retract-bid'), { sequence, reason }),
  open: (id: string) => post(path(id, '/open')),
  close: (id: string) => post(path(id, '/close')),
  replay: async (id: string): Promise<AuctionReplay> => (await httpClient(path(id, '/replay'))).json as AuctionReplay,
};
