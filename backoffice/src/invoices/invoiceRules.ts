/** What the invoice screens decide, apart from rendering. The server enforces the same rules. */
export interface InvoiceLike {
  documentKind?: string;
  status?: string;
  zatcaClearanceStatus?: string;
}

/** A credit note cancels an issued invoice that the authority did not reject and no note cancelled yet. */
export const creditNoteEligible = (invoice: InvoiceLike | undefined): boolean =>
  Boolean(invoice) &&
  (invoice!.documentKind ?? 'invoice') === 'invoice' &&
  !['draft', 'cancelled'].includes(invoice!.status ?? '') &&
  invoice!.zatcaClearanceStatus !== 'rejected';

/** The first characters of a hash, for a table cell. */
export const shortHash = (hash: string | null | undefined, length = 16): string =>
  hash ? `${hash.slice(0, length)}…` : '—';

export const isAdmin = (identity: unknown): boolean =>
  ((identity as { roles?: string[] } | undefined)?.roles ?? []).includes('admin');
