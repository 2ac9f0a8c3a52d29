/**
 * Moves a whole installation between adapters: the event log (JSON lines, see event-transfer.ts) and the
 * personal-data keys (still wrapped with PII_MASTER_KEY, in a `.keys.jsonl` file beside it). Without the
 * keys every person's data would arrive unreadable. Read models are not moved: the target projects them
 * from the imported log when it starts.
 */
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { exportEvents, importEvents } from '../event-store/event-transfer.js';
import type { Runtime } from '../runtime.js';

export const keysFileFor = (eventsFile: string) => eventsFile.replace(/\.jsonl$/, '') + '.keys.jsonl';

export async function exportInstallation(runtime: Runtime, eventsFile: string, onProgress?: (events: number) => void) {
  const out = createWriteStream(eventsFile);
  const { events } = await exportEvents(runtime.storage.events, out, { onProgress });
  out.end();
  await once(out, 'finish');
  const keysOut = createWriteStream(keysFileFor(eventsFile), { mode: 0o600 });
  let keys = 0;
  for await (const record of runtime.vault.exportKeys()) {
    if (!keysOut.write(`${JSON.stringify(record)}\n`)) await once(keysOut, 'drain');
    keys++;
  }
  keysOut.end();
  await once(keysOut, 'finish');
  return { events, keys };
}

export async function importInstallation(runtime: Runtime, eventsFile: string, onProgress?: (events: number) => void) {
  const result = await importEvents(runtime.storage.events, createReadStream(eventsFile), { onProgress });
  let keys = 0;
  const keysFile = keysFileFor(eventsFile);
  if (existsSync(keysFile)) {
    const records: Array<Record<string, unknown>> = [];
    for await (const line of createInterface({ input: createReadStream(keysFile), crlfDelay: Infinity })) {
      if (line.trim()) records.push(JSON.parse(line) as Record<string, unknown>);
    }
    await runtime.vault.importKeys(records);
    keys = records.length;
  }
  return { ...result, keys };
}
