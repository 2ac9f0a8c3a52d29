/**
 * The texts the storefront ships, as the translation overrides check them: its shared files
 * (`storefront/src/i18n/{en,ar}.json`), the catalogue's vocabularies (`contracts/vocabularies/{en,ar}.json`) and every
 * feature's (`storefront/src/features/<feature>/i18n/`), flattened to
 * dotted keys the way i18next reads them. Read once from the repository (the image holds it: the Dockerfile copies
 * the whole tree), then kept.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ShippedText } from '../domain/translations.js';

// api/{src,dist}/settings/application → the repository's root.
const STOREFRONT_SRC = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..', '..', '..', 'storefront', 'src');

type Tree = { [key: string]: unknown };

function flatten(tree: Tree, into: Map<string, string>, prefix = ''): void {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') into.set(`${prefix}${key}`, value);
    else if (value && typeof value === 'object' && !Array.isArray(value))
      flatten(value as Tree, into, `${prefix}${key}.`);
  }
}

async function filesOf(root: string): Promise<string[]> {
  const features = join(root, 'features');
  const names = await readdir(features).catch(() => [] as string[]);
  // The catalogue's vocabularies live beside the API's contract (both front ends name them): storefront/../contracts.
  const vocabularies = join(root, '..', '..', 'contracts', 'vocabularies');
  return [join(root, 'i18n'), vocabularies, ...names.sort().map((name) => join(features, name, 'i18n'))];
}

async function readTree(path: string): Promise<Tree | null> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as Tree;
  } catch {
    return null;
  }
}

/** Every shipped key with its English and Arabic text (Arabic falls back to English, as the storefront does). */
export async function loadStorefrontTexts(root = STOREFRONT_SRC): Promise<Map<string, ShippedText>> {
  const en = new Map<string, string>();
  const ar = new Map<string, string>();
  for (const dir of await filesOf(root)) {
    const [enTree, arTree] = await Promise.all([readTree(join(dir, 'en.json')), readTree(join(dir, 'ar.json'))]);
    if (enTree) flatten(enTree, en);
    if (arTree) flatten(arTree, ar);
  }
  // Without the shared texts every override would be refused as an unknown key: say where they were looked for.
  if (en.size === 0) throw new Error(`The storefront's shipped texts were not found under ${root}`);
  const texts = new Map<string, ShippedText>();
  for (const key of [...new Set([...en.keys(), ...ar.keys()])].sort())
    texts.set(key, { en: en.get(key) ?? ar.get(key)!, ar: ar.get(key) ?? en.get(key)! });
  return texts;
}
