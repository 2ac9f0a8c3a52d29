/** The invoice calls beyond the react-admin list and show (GET /api/admin/invoices/...). */
import { httpClient } from '../http';

const BASE = '/api/admin/invoices';

export interface ChainLinkReport {
  icv: number;
  invoiceId: string;
  invoiceNumber: string | null;
  pih: string;
  chainHash: string | null;
  recomputedHash: string | null;
  signatureValid: boolean | null;
  ok: boolean;
}

export interface ChainAuditReport {
  sellerId: string;
  checkedAt: string;
  invoices: number;
  verified: boolean;
  pending: { icv: number; invoiceId: string } | null;
  links: ChainLinkReport[];
  breaks: { icv: number | null; invoiceId: string | null; code: string; message: string; messageAr: string }[];
}

export interface OldestUnreported {
  invoice: { id: string; invoiceNumber: string; issueDate: string | null; sellerBusinessName: string } | null;
  ageHours: number | null;
  overdue: boolean;
  count: number;
}

export interface SellerOption {
  id: string;
  businessName: string;
  businessNameAr: string;
  vatNumber: string;
}

const get = async <T>(path: string): Promise<T> => (await httpClient(`${BASE}${path}`)).json as T;
const post = async <T>(path: string, body?: unknown): Promise<T> =>
  (await httpClient(`${BASE}${path}`, { method: 'POST', body: body === undefined ? undefined : JSON.stringify(body) }))
    .json as T;

export const invoiceApi = {
  oldestUnreported: () => get<OldestUnreported>('/oldest-unreported'),
  sellers: () => get<SellerOption[]>('/sellers'),
  chainAudit: (sellerId: string) => get<ChainAuditReport>(`/chain-audit/${encodeURIComponent(sellerId)}`),
  repairChain: (sellerId: string) =>
    post<{ repaired: { icv: number } | null; audit: ChainAuditReport }>(
      `/chain-audit/${encodeURIComponent(sellerId)}/repair`,
    ),
  retry: (id: string) => post<{ retried: unknown[] }>(`/${encodeURIComponent(id)}/retry`),
  creditNote: (id: string, reason: string) =>
    post<{ id: string; invoiceNumber: string }>(`/${encodeURIComponent(id)}/credit-note`, { reason }),
  fileUrl: (id: string, kind: 'xml' | 'pdf') => `${BASE}/${encodeURIComponent(id)}/${kind}`,
};
