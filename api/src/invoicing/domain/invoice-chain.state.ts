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
