/** Anchor of the market-proof section that the hero's second action scrolls to. */
export const MARKET_PROOF_ID = 'market-proof';
