import { describe, expect, it } from '@jest/globals';
import { createPublicKey, verify } from 'node:crypto';
import { ChainSigner } from '../../platform/commands/chain-signer.js';
import { receiptText, receiptBody, signReceipt, verifyReceipt, type BidReceiptBody } from './bid-receipt.js';

const signer = new ChainSigner('receipt-test-signing-key-0123456789abcdef');
const body: BidReceiptBody = {
  version: 1,
  auctionId: 'a1',
  bidderId: 'u1',
  revision: 7,
  amount: 1200,
  maxAmount: 2000,
  sequence: 3,
  placedAmount: 1200,
  serverTime: '2025-03-01T19:00:00.000Z',
};

describe('bid receipts', () => {
  it('verifies a receipt the platform signed, with the platform key or independently with the public key', async () => {
    const receipt = await signReceipt(signer, body);
    expect(verifyReceipt(signer, receipt)).toBe(true);
    const independent = verify(
      null,
      Buffer.from(receiptText(receiptBody(receipt))),
      createPublicKey(signer.publicKeyPem),
      Buffer.from(receipt.signature, 'base64'),
    );
    expect(independent).toBe(true);
  });

  it('fails for any altered field, a missing signature, or another key', async () => {
    const receipt = await signReceipt(signer, body);
    for (const change of [
      { amount: 1300 },
      { revision: 8 },
      { serverTime: '2025-03-01T19:00:01.000Z' },
      { bidderId: 'u2' },
      { placedAmount: null },
    ]) {
      expect(verifyReceipt(signer, { ...receipt, ...change })).toBe(false);
    }
    expect(verifyReceipt(signer, { ...receipt, signature: undefined })).toBe(false);
    expect(verifyReceipt(new ChainSigner('another-signing-key-0123456789abcdefgh'), receipt)).toBe(false);
  });
});
