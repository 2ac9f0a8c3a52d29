import { beforeEach, vi } from 'vitest';

/** Charts measure their container; jsdom has no layout, so a ResizeObserver that never reports stands in for it
 * in every test of the calling spec file. */
export function withChartLayout() {
  beforeEach(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });
}
