import { describe, expect, it } from '@jest/globals';
import { OncePerInterval } from './sitemap.js';

describe('costly anonymous reads are cached: OncePerInterval', () => {
  const counting = (fail = () => false) => {
    let builds = 0;
    let clock = 0;
    const cache = new OncePerInterval(
      async () => {
        builds += 1;
        if (fail()) throw new Error('store down');
        return `build ${builds}`;
      },
      600_000,
      () => clock,
    );
    return { cache, builds: () => builds, advance: (ms: number) => (clock += ms) };
  };

  it('builds once for every request of an interval, those arriving during the build included', async () => {
    const { cache, builds, advance } = counting();
    const answers = await Promise.all(Array.from({ length: 50 }, () => cache.get()));
    expect(new Set(answers)).toEqual(new Set(['build 1']));
    advance(599_999);
    expect(await cache.get()).toBe('build 1');
    expect(builds()).toBe(1);
  });

  it('builds again once the interval has passed', async () => {
    const { cache, advance } = counting();
    await cache.get();
    advance(600_000);
    expect(await cache.get()).toBe('build 2');
  });

  it('does not keep a failed build', async () => {
    let failing = true;
    const { cache } = counting(() => failing);
    await expect(cache.get()).rejects.toThrow('store down');
    failing = false;
    expect(await cache.get()).toBe('build 2');
  });
});
