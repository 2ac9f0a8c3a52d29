import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API serves the build at /backoffice/ (`npm start`); in development `/api` is proxied to it.
// API_URL points the proxy elsewhere, e.g. at the development fixture in dev/mock-api.mjs.
const apiUrl = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  base: '/backoffice/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
  },
  server: { proxy: { '/api': apiUrl } },
  preview: { proxy: { '/api': apiUrl } },
});
