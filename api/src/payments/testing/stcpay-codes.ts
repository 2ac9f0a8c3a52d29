/**
 * What the STC Pay code pages' HTTP specs share: STC Pay live against its in-process simulator, the code it last
 * "texted" to a mobile (the simulator's messages), and a code that is surely wrong.
 */
import { expect } from '@jest/globals';
import type { TestStack } from '../../testing/test-stack.js';

export const STCPAY_LIVE_ENV = { PAYMENT_LIVE_PROVIDERS: 'stcpay', STCPAY_API_BASE: 'sandbox' };

/** The six-digit code in the last text the simulator sent to `mobile`. */
export async function lastStcPayCode(stack: TestStack, mobile: string) {
  const sent = await stack.call(null, 'GET', `/api/payments/sandbox/stcpay/messages/${mobile}`);
  expect(sent.status).toBe(200);
  return /(\d{6})/.exec((sent.body as Array<{ text: string }>).at(-1)!.text)![1]!;
}

/** Another six-digit code than `code`. */
export const wrongStcPayCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
