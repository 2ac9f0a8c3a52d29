import { configure } from '@testing-library/dom';

// findBy… and waitFor give up after 1 s by default. In CI the back-office's tests run beside the API suites on two
// cores, where a react-admin screen's first render has taken longer (a failure there is a slow machine, not a bug);
// the storefront sets the same.
configure({ asyncUtilTimeout: 10_000 });
