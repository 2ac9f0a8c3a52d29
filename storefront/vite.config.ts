import react from '@vitejs/plugin-react';
import type { ProxyOptions } from 'vite';
import { defineConfig } from 'vitest/config';

// The API (port 3000) serves the built app at `/`; in development Vite serves it and forwards the API and the
// development identity provider so cookies stay first-party. `vite preview` inherits the same proxy.
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/**
 * The API refuses cookie-authenticated writes whose Origin is not its own. A write from this dev server's own
 * page is same-origin as far as the browser knows, so it is presented to the API as coming from the API's
 * origin; a cross-site page's Origin is passed through untouched and still refused.
 */
const proxyToApi: ProxyOptions = {
  target: apiTarget,
  changeOrigin: false,
  configure: (proxy) => {
    proxy.on('proxyReq', (proxyReq, req) => {
      const origin = req.headers.origin;
      if (origin && URL.canParse(origin) && new URL(origin).host === req.headers.host) {
        proxyReq.setHeader('origin', new URL(apiTarget).origin);
      }
    });
  },
};

export default defineConfig({
  base: '/',
  plugins: [react()],
  server: {
    proxy: {
      '/api': proxyToApi,
      '/oidc': proxyToApi,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every screen is its own chunk (React.lazy); this keeps the report readable when checking the budget.
    reportCompressedSize: true,
    // scripts/first-load-size.mjs reads the manifest to report the landing page's first-load JavaScript.
    manifest: true,
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.spec.{ts,tsx}'],
    setupFiles: ['src/test-utils/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // One module graph and one page for all the files a worker runs, instead of a fresh jsdom and fresh imports of
    // MUI and the app per file: 409 s became 255 s alone. What a file could leave behind is reset after every test
    // (src/test-utils/setup.ts: storage, the address); a spec replaces a module's behaviour by spying on an object
    // (lib/browser's `browser.navigate`), never with vi.mock, which a shared graph would not apply.
    isolate: false,
    // Screens load on demand; the first render of one transforms MUI on a busy machine. In CI these tests share the
    // two cores with the API suites: a dialog test of several screens' worth of renders passed alone in 9 s and once
    // ran past 20 s beside another file.
    testTimeout: 45_000,
  },
});
