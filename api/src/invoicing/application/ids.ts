import { createHash, randomUUID } from 'node:crypto';

/** A UUID (version 8 layout) derived from its parts: the same parts always give the same id. */
export function derivedUuid(...parts: string[]): string {
  const hex = createHash('sha256').update(parts.join('\u0000')).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** An Idempotency-Key names one invoice per seller: a retried POST finds the invoice the first one made. */
export function invoiceIdFor(sellerId: string, idempotencyKey: string | null): string {
  return idempotencyKey ? derivedUuid('invoice', sellerId, idempotencyKey) : randomUUID();
}

/** Human-facing number, unique because it carries part of the invoice id; the ICV is the gapless counter. */
export function invoiceNumberFor(invoiceId: string, at: Date): string {
  return `INV-${at.toISOString().slice(0, 10).replaceAll('-', '')}-${invoiceId.replaceAll('-', '').slice(0, 8).toUpperCase()}`;
}
