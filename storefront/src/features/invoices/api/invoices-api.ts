/**
 * The invoice calls of SPEC section 7, with the spec's error texts (section 8). The list may arrive with
 * snake_case spellings of some fields (invoice_number, buyer_name, created_at, total_amount): `normalizeInvoice`
 * reads either, and the seller name defaults to the platform's name when the invoice has none.
 */
import { queryOptions } from '@tanstack/react-query';
import type { StructuredAddress } from '@gulf-art/contracts';
import { HttpError, getBlob, getJson, getJsonOrNull, sendJson } from '../../../lib/http';
import { saveFile } from '../../../lib/save-file';

export type InvoiceStatus = 'draft' | 'sent' | 'paid' | 'overdue' | 'cancelled' | string;
export type ZatcaStatus = 'pending' | 'signed' | 'cleared' | 'reported' | 'rejected';

export interface ZatcaMessage {
  code: string;
  category?: string;
  message: string;
}

export interface Invoice {
  id: string;
  invoiceNumber: string;
  invoiceType: 'standard' | 'simplified';
  documentKind: 'invoice' | 'creditNote' | 'debitNote';
  status: InvoiceStatus;
  createdAt: string | null;
  issueDate: string | null;
  currency: string;
  subtotal: number;
  discountAmount: number;
  shippingAmount: number;
  vatRate: number;
  vatAmount: number;
  totalAmount: number;
  sellerBusinessName: string;
  sellerBusinessNameAr: string;
  vatNumber: string | null;
  sellerCrNumber: string | null;
  buyerName: string;
  buyerVatNumber: string | null;
  itemDescription: string;
  itemDescriptionAr: string;
  invoiceHash: string | null;
  qrCode: string | null;
  zatcaClearanceStatus: ZatcaStatus;
  zatcaMessages: { warnings: ZatcaMessage[]; errors: ZatcaMessage[] } | null;
  sandboxCertificate: boolean;
}

export const PLATFORM_NAME = 'Gulf Art Marketplace';
export const PLATFORM_NAME_AR = 'سوق الفن الخليجي';

type Raw = Record<string, unknown>;
const pick = (raw: Raw, camel: string, snake: string): unknown => raw[camel] ?? raw[snake];
const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);
const num = (value: unknown) => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
};

/** One invoice from the list or detail, whichever spelling the server used. */
export function normalizeInvoice(raw: Raw): Invoice {
  const messages = (pick(raw, 'zatcaMessages', 'zatca_messages') ?? null) as Invoice['zatcaMessages'];
  return {
    id: text(raw.id),
    invoiceNumber: text(pick(raw, 'invoiceNumber', 'invoice_number')),
    invoiceType: pick(raw, 'invoiceType', 'invoice_type') === 'simplified' ? 'simplified' : 'standard',
    documentKind: text(pick(raw, 'documentKind', 'document_kind'), 'invoice') as Invoice['documentKind'],
    status: text(raw.status, 'draft'),
    createdAt: text(pick(raw, 'createdAt', 'created_at')) || null,
    issueDate: text(pick(raw, 'issueDate', 'issue_date')) || null,
    currency: text(raw.currency) || 'SAR',
    subtotal: num(raw.subtotal),
    discountAmount: num(pick(raw, 'discountAmount', 'discount_amount')),
    shippingAmount: num(pick(raw, 'shippingAmount', 'shipping_amount')),
    vatRate: num(pick(raw, 'vatRate', 'vat_rate')),
    vatAmount: num(pick(raw, 'vatAmount', 'vat_amount')),
    totalAmount: num(pick(raw, 'totalAmount', 'total_amount')),
    sellerBusinessName: text(pick(raw, 'sellerBusinessName', 'seller_business_name')) || PLATFORM_NAME,
    sellerBusinessNameAr: text(pick(raw, 'sellerBusinessNameAr', 'seller_business_name_ar')) || PLATFORM_NAME_AR,
    vatNumber: text(pick(raw, 'vatNumber', 'vat_number')) || null,
    sellerCrNumber: text(pick(raw, 'sellerCrNumber', 'seller_cr_number')) || null,
    buyerName: text(pick(raw, 'buyerName', 'buyer_name')),
    buyerVatNumber: text(pick(raw, 'buyerVatNumber', 'buyer_vat_number')) || null,
    itemDescription: text(pick(raw, 'itemDescription', 'item_description')),
    itemDescriptionAr: text(pick(raw, 'itemDescriptionAr', 'item_description_ar')),
    invoiceHash: text(pick(raw, 'invoiceHash', 'invoice_hash')) || null,
    qrCode: text(pick(raw, 'qrCode', 'qr_code')) || null,
    zatcaClearanceStatus: text(pick(raw, 'zatcaClearanceStatus', 'zatca_clearance_status'), 'pending') as ZatcaStatus,
    zatcaMessages:
      messages && typeof messages === 'object'
        ? { warnings: messages.warnings ?? [], errors: messages.errors ?? [] }
        : null,
    sandboxCertificate: Boolean(pick(raw, 'sandboxCertificate', 'sandbox_certificate')),
  };
}

/**
 * GET /api/invoices: never cached, refetched on mount (SPEC section 7); errors as SPEC section 8 words them
 * ("HTTP {status}: {statusText}", "Invalid JSON response"), with the server's error body kept for the screen.
 */
export async function fetchInvoices(): Promise<Invoice[]> {
  let parsed: unknown;
  try {
    parsed = await getJson<unknown>('/api/invoices', { cache: 'no-store' });
  } catch (error) {
    if (error instanceof HttpError)
      throw new HttpError(error.status, `HTTP ${error.status}: ${error.statusText}`, error.body, error.statusText);
    if (error instanceof SyntaxError) throw new Error('Invalid JSON response', { cause: error });
    throw error;
  }
  return Array.isArray(parsed) ? parsed.map((raw) => normalizeInvoice(raw as Raw)) : [];
}

export const invoicesQuery = queryOptions({
  queryKey: ['invoices'] as const,
  queryFn: fetchInvoices,
  staleTime: 0,
  refetchOnMount: 'always',
});

export interface SellerProfile {
  businessName: string;
  businessNameAr: string;
  vatNumber: string;
  crNumber: string;
  address?: StructuredAddress;
}

/** PUT /api/invoices/seller-profile (snake_case, structured address). */
export const saveSellerProfile = (body: Record<string, unknown>) =>
  sendJson<SellerProfile>('PUT', '/api/invoices/seller-profile', body);

/** The seller profile, or null when the seller has none yet (404): the form then says why it cannot issue. */
export const sellerProfileQuery = queryOptions({
  queryKey: ['invoices', 'seller-profile'] as const,
  queryFn: () => getJsonOrNull<SellerProfile>('/api/invoices/seller-profile'),
});

/** POST /api/invoices with the form's snake_case body; an Idempotency-Key makes a double submit one invoice. */
export const createInvoice = async (body: Record<string, unknown>, idempotencyKey: string): Promise<Invoice> =>
  normalizeInvoice(
    await sendJson<Raw>('POST', '/api/invoices', body, { headers: { 'Idempotency-Key': idempotencyKey } }),
  );

/** PATCH /api/invoices/{id} { status }. */
export const updateInvoiceStatus = async (id: string, status: string) =>
  normalizeInvoice(await sendJson<Raw>('PATCH', `/api/invoices/${encodeURIComponent(id)}`, { status }));

/** GET /api/invoices/{id}/pdf, saved as `{invoiceNumber}.pdf`. */
export async function downloadInvoicePdf(invoice: Pick<Invoice, 'id' | 'invoiceNumber'>): Promise<void> {
  if (!invoice.id) throw new Error('Invoice ID is missing');
  const blob = await getBlob(`/api/invoices/${encodeURIComponent(invoice.id)}/pdf`).catch((error: unknown) => {
    throw error instanceof HttpError
      ? new Error(`Failed to generate PDF: ${error.status} - ${error.responseText}`)
      : error;
  });
  saveFile(blob, `${invoice.invoiceNumber}.pdf`);
}
