/**
 * Signed bid receipts: what the platform acknowledged for one bid request (auction, stream revision, amounts,
 * server time), signed with the platform's chain key (Ed25519). A bidder keeps the receipt and can later prove
 * the acknowledgement to anyone holding the public key (`GET /api/auctions/receipts/key`), without us.
 *
 * The signed text is `gulf-art-bid-receipt/v1\n` + RFC 8785 canonical JSON of the receipt without
 * `signature`; the prefix keeps a receipt signature from ever being mistaken for a chain-head signature.
 */
import canonicalize from 'canonicalize';
import type { ChainSigner } from '../../platform/commands/chain-signer.js';

export const RECEIPT_PREFIX = 'gulf-art-bid-receipt/v1\n';

export interface BidReceiptBody {
  version: 1;
  auctionId: string;
  bidderId: string;
  /** The stream revision of the event that answered the request (`auction-<auctionId>`). */
  revision: number;
  /** What was asked, in SAR. */
  amount: number;
  maxAmount: number | null;
  /** The requester's bid the request placed (sequence and SAR amount), or null for a private maximum raise. */
  sequence: number | null;
  placedAmount: number | null;
  serverTime: string;
}

export type BidReceipt = BidReceiptBody & { algorithm: 'Ed25519'; signature: string };

const canonical = (value: unknown) => (canonicalize as unknown as (v: unknown) => string)(value);

export const receiptText = (body: BidReceiptBody) => RECEIPT_PREFIX + canonical(body);

/** Signed on the signing thread with the other receipts of the same turn: a hot lot answers hundreds of bids a second. */
export async function signReceipt(signer: ChainSigner, body: BidReceiptBody): Promise<BidReceipt> {
  return { ...body, algorithm: 'Ed25519', signature: await signer.signOffThread(receiptText(body)) };
}

/** The body exactly as signed: unknown fields are dropped, so adding one invalidates nothing but proves nothing. */
export function receiptBody(receipt: object): BidReceiptBody {
  const { version, auctionId, bidderId, revision, amount, maxAmount, sequence, placedAmount, serverTime } =
    receipt as unknown as BidReceiptBody;
  return { version, auctionId, bidderId, revision, amount, maxAmount, sequence, placedAmount, serverTime };
}

export function verifyReceipt(signer: ChainSigner, receipt: object): boolean {
  const { signature } = receipt as { signature?: unknown };
  return typeof signature === 'string' && signer.verify(receiptText(receiptBody(receipt)), signature);
}
