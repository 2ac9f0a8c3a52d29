import { describe, expect, it } from '@jest/globals';
import { Wakeup } from './wakeup.js';

describe('Wakeup', () => {
  it('resolves a sleep on wake, well before its timeout', async () => {
    const wakeup = new Wakeup();
    const started = Date.now();
    setTimeout(() => wakeup.wake(), 20);
    await wakeup.sleep(5_000);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('keeps a wake that came while awake: the next sleep returns at once, the one after waits', async () => {
    const wakeup = new Wakeup();
    wakeup.wake();
    const started = Date.now();
    await wakeup.sleep(5_000);
    expect(Date.now() - started).toBeLessThan(50);
    const second = Date.now();
    await wakeup.sleep(100);
    expect(Date.now() - second).toBeGreaterThanOrEqual(90);
  });
});
