/**
 * One Node.js release line everywhere (Node 20 reached its end of life; production moved to the LTS line 24):
 * production's image, the line `engines` declares, the release the scripts fetch where the machine's Node is
 * older (.node-version), and the Node these tests run on. A line moved in one place and forgotten in another
 * fails here.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';

const LTS_LINE = 24;
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const majorOf = (version: string) => Number(/^v?(\d+)\./.exec(version)?.[1]);

describe('the Node.js the project runs on', () => {
  it('is the LTS line in engines (from a release of it up to the next line) and in .node-version', () => {
    const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
    expect(engines).toMatch(new RegExp(`^>=${LTS_LINE}(\\.\\d+)* <${LTS_LINE + 1}$`));
    expect(majorOf(read('.node-version').trim())).toBe(LTS_LINE);
  });

  it('is the line every stage of the production image builds and runs on', () => {
    const images = [...read('Dockerfile').matchAll(/^FROM node:(\d+)/gm)].map((m) => Number(m[1]));
    expect(images.length).toBeGreaterThan(0);
    expect(new Set(images)).toEqual(new Set([LTS_LINE]));
  });

  it('is what these tests run on (the scripts put the pinned release first on PATH)', () => {
    expect(majorOf(process.version)).toBe(LTS_LINE);
  });
});
