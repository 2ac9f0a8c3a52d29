import { defineConfig } from 'vitest/config';

// Unit tests cover pure modules (URL building, translations, diffs, permissions): no DOM needed.
export default defineConfig({
  test: {
    include: ['src/**/*.spec.ts'],
    environment: 'node',
  },
});
