/** One invoice's place in its seller's chain; `hash` stays null until its signature is recorded. */
export interface ChainLink {
  icv: number;
  pih: string;
  hash: string | null;
}

export interface InvoiceChainState {
  nextIcv: number;
  /** The chain head: the hash of the last recorded invoice, or the specification's first PIH. */
  lastHash: string;
  /** The invoice holding a number whose hash is not recorded yet; it blocks the next allocation. */
  pending: { invoiceId: string; icv: number; pih: string } | null;
  /** Every allocation, so a retried allocation returns the number already given. */
  links: Record<string, ChainLink>;
}

/**
 * PIH of a seller's first invoice: base64 of the hex text of SHA-256("0"), as the authority's SDK ships it
 * (written out so the domain needs no crypto; zatca/invoice-hash.spec.ts recomputes it).
 */
export const FIRST_INVOICE_PIH =
  'NWZlY2ViNjZmZmM4NmYzOGQ5NTI3ODZjNmQ2OTZjNzljMmRiYzIzOWRkNGU5MWI0NjcyOWQ3M2EyN2ZiNTdlOQ==';
