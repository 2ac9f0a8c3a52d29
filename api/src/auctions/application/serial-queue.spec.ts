import { describe, expect, it } from '@jest/globals';
import { SerialQueue } from './serial-queue.js';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('SerialQueue', () => {
  it('runs tasks of one key one at a time, in arrival order, even when one fails', async () => {
    const queue = new SerialQueue();
    const log: string[] = [];
    let running = 0;
    const task = (name: string, ms: number, fail = false) => queue.run('a', async () => {
      running++;
      expect(running).toBe(1);
      log.push(`start ${name}`);
      await pause(ms);
      log.push(`end ${name}`);
      running--;
      if (fail) throw new Error(name);
      return name;
    });
    const results = await Promise.allSettled([task('1', 15), task('2', 1, true), task('3', 5)]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(log).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
  });

  it('lets different keys run at the same time', async () => {
    const queue = new SerialQueue();
    const log: string[] = [];
    await Promise.all([
      queue.run('a', async () => { log.push('a start'); await pause(20); log.push('a end'); }),
      queue.run('b', async () => { log.push('b start'); await pause(1); log.push('b end'); }),
    ]);
    expect(log.indexOf('b end')).toBeLessThan(log.indexOf('a end'));
  });
});
