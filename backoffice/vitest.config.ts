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
  },
});
