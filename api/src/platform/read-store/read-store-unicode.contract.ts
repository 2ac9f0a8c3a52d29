/**
 * Any JavaScript string an event can hold reaches the read store without failing a write: NUL and lone UTF-16
 * surrogates (which PostgreSQL refuses) come back as U+FFFD, the same on every path, and the document is found
 * by the id it was written with. Issue 12: a NUL in a bio used to stop the `users` projection for good.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { ContractContext } from './read-store-contract.context.js';
import type { Doc } from './read-store.port.js';
import { storableValue } from './storable-text.js';

type Note = Doc & { title: string; body: string; tags: string[]; meta: { note: string } };

/** Full Unicode, lone surrogates included, with NUL and surrogate halves made likely. */
export const anyText = () =>
  fc.oneof(
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc
      .array(fc.constantFrom('\u0000', '\uD800', '\uDFFF', '\uDBFF\uDC00', 'a', 'ب', '\\u0000', '\\', '"'), {
        maxLength: 12,
      })
      .map((parts) => parts.join('')),
  );

const note = (id: string, text: string): Note => ({
  id,
  title: `t ${text}`,
  body: text,
  tags: [text, 'x'],
  meta: { note: text },
});

export function describeUnicodeContract(ctx: ContractContext): void {
  describe('any JavaScript string', () => {
    it('is stored on every path: upsert, insert, patch, page commit, delete (NUL and lone surrogates as U+FFFD)', async () => {
      const c = await ctx.collection<Note>({ textFields: ['title', 'body'] });
      const name = c.name;
      let n = 0;
      await fc.assert(
        fc.asyncProperty(anyText(), anyText(), async (text, other) => {
          const id = `n-${++n}-${text}`;
          await c.upsert(note(id, text));
          expect(await c.get(id)).toEqual(storableValue(note(id, text)));
          expect(await c.insert(note(`${id}-i`, other))).toBe(true);
          expect(await c.get(`${id}-i`)).toEqual(storableValue(note(`${id}-i`, other)));
          expect(await c.patch(id, { body: other, meta: { note: other } })).toBe(true);
          expect(await c.get(id)).toMatchObject(storableValue({ body: other, meta: { note: other } }));
          await ctx.store().commitPage([{ collection: name, upserts: [note(`${id}-p`, text)], deletes: [`${id}-i`] }], {
            projection: `unicode-${name}`,
            position: String(n),
          });
          expect(await c.get(`${id}-p`)).toEqual(storableValue(note(`${id}-p`, text)));
          expect(await c.getMany([id, `${id}-p`])).toHaveLength(2);
          expect(await c.get(`${id}-i`)).toBeNull();
          expect(await c.delete(id)).toBe(true);
        }),
        { numRuns: 60, seed: 12 },
      );
    });

    it('finds a document by text that held a NUL', async () => {
      const c = await ctx.collection<Note>({ textFields: ['title'] });
      await c.upsert(note('nul', 'Najdi\u0000door'));
      expect((await c.get('nul'))!.body).toBe('Najdi\uFFFDdoor');
      expect(await c.count({ text: { query: 'Najdi', fields: ['title'] } })).toBe(1);
    });

    it('keeps a literal backslash-u text as written', async () => {
      const c = await ctx.collection<Note>();
      await c.upsert(note('escaped', '\\u0000 and \\ud800'));
      expect((await c.get('escaped'))!.body).toBe('\\u0000 and \\ud800');
    });
  });
}
