/** Message mails are batched: one per thread and recipient per ten-minute window, sent when the window ends. */
import { describe, expect, it } from '@jest/globals';
import { MESSAGE_MAIL_WINDOW_MS, messageMailSlot } from './commission-emails.reactor.js';

describe('messageMailSlot', () => {
  it('puts messages of the same ten minutes in one window, mailed at its end', () => {
    const start = Date.parse('2026-11-26T10:00:00.000Z');
    const a = messageMailSlot('2026-11-26T10:01:00.000Z', start + 60_000);
    const b = messageMailSlot('2026-11-26T10:09:59.000Z', start + 599_000);
    expect(a.window).toBe(b.window);
    expect(a.delayMs).toBe(9 * 60_000);
    expect(b.delayMs).toBe(1_000);
    const c = messageMailSlot('2026-11-26T10:10:00.000Z', start + MESSAGE_MAIL_WINDOW_MS);
    expect(c.window).toBe(a.window + 1);
  });
  it('never delays a late reaction below zero', () => {
    expect(messageMailSlot('2026-11-26T10:01:00.000Z', Date.parse('2026-11-26T11:00:00.000Z')).delayMs).toBe(0);
  });
});
