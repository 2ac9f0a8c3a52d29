/**
 * `npm run events:export -- <file.jsonl>`: the whole event log as JSON lines, and the personal-data keys
 * beside it (`<file>.keys.jsonl`, mode 600: it can unlock personal data together with PII_MASTER_KEY).
 */
import { openCliRuntime } from './cli-runtime.js';
import { exportInstallation, keysFileFor } from '../platform/storage/installation-transfer.js';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run events:export -- <file.jsonl>');
  process.exit(2);
}
const runtime = await openCliRuntime();
try {
  const { events, keys } = await exportInstallation(runtime, file, (n) =>
    process.stderr.write(`\r${n.toLocaleString('en-US')} events`),
  );
  console.log(
    `\nExported ${events} events from ${runtime.storage.describe} to ${file}, and ${keys} personal-data keys to ${keysFileFor(file)}.`,
  );
} finally {
  await runtime.close();
}
