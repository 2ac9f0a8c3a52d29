import { configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadFeatureTexts } from '../i18n/feature-texts';
import { installFastLabels } from './fast-labels';

// jsdom has no scrolling; the router's scroll restoration calls it on every navigation.
window.scrollTo = () => undefined;

// Labels found by selectors, not by jsdom's walk of the whole page per form control (see fast-labels.ts).
installFastLabels();

// Tests create i18next instances synchronously: load the features' texts first, so every instance has them.
await loadFeatureTexts();

// findBy… and waitFor give up after 1 s by default: a screen's first render, with its code loaded on demand, has
// taken longer on a 2-core machine running the API suites beside it (a failure there is a slow machine, not a bug).
configure({ asyncUtilTimeout: 10_000 });

// The test files of a worker share one page (isolate: false in vite.config.ts): each test leaves it as it found it.
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
