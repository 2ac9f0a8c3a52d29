/**
 * `npm run events:import -- <file.jsonl>`: loads an export into the EMPTY store chosen by the environment
 * (DATABASE_URL, EVENTSTORE_URL/MONGO_URL, or the embedded DATA_DIR), with its personal-data keys. Use the
 * same PII_MASTER_KEY as the source. Start the server afterwards: it projects every read model from zero.
 */
import { openCliRuntime } from './cli-runtime.js';
import { importInstallation } from '../platform/storage/installation-transfer.js';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run events:import -- <file.jsonl>');
  process.exit(2);
}
const runtime = await openCliRuntime();
try {
  const { events, streams, keys } = await importInstallation(runtime, file, (n) =>
    process.stderr.write(`\r${n.toLocaleString('en-US')} events`),
  );
  console.log(
    `\nImported ${events} events in ${streams} streams and ${keys} personal-data keys into ${runtime.storage.describe}.`,
  );
} catch (error) {
  console.error(`\nImport failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await runtime.close();
}
