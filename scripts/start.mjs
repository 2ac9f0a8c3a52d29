// `npm start`: the whole product in one process (API, storefront, back-office, workers), after a build.
// api/dist/main.js does the work; this only checks the build exists and explains what to do if not.
import { existsSync } from 'node:fs';

if (!existsSync('api/dist/main.js')) {
  console.error('The API is not built yet: run `npm run build` first (or `npm run demo`, which does everything).');
  process.exit(1);
}
await import('../api/dist/main.js');
