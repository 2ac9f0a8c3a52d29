import { configure } from '@testing-library/dom';
import { afterEach } from 'vitest';

// findBy… and waitFor give up after 1 s by default. In CI the back-office's tests run beside the API suites on two
// cores, where a react-admin screen's first render has taken longer (a failure there is a slow machine, not a bug);
// the storefront sets the same.
configure({ asyncUtilTimeout: 10_000 });

// The test files of a worker share one module graph and, for the component specs, one page (isolate: false in
// vitest.config.ts): each test leaves the page's storage and address as it found them.
afterEach(() => {
  if (typeof window === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
