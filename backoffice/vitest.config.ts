import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Unit tests cover pure modules (URL building, translations, diffs, permissions): no DOM needed. Component
// tests (*.spec.tsx: the shared kit's command menu, hook and screens) render in jsdom.
export default defineConfig({
  plugins: [react()],
  test: {
    include: ['src/**/*.spec.ts', 'src/**/*.spec.tsx'],
    environment: 'node',
    setupFiles: ['src/test-setup.ts'],
    // The first render of a screen transforms react-admin and MUI: seconds on a busy 2-core machine, past the
    // default 5 s (as in the storefront).
    testTimeout: 20_000,
    // One module graph for all the files a worker runs, instead of fresh imports of react-admin and MUI per file:
    // 175 s became 35 s alone. A spec replaces a module's behaviour by spying on its export, never with vi.mock,
    // which a shared graph would not apply; src/test-setup.ts resets the page after every test.
    isolate: false,
  },
});
