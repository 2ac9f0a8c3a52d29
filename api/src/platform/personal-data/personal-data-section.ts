/**
 * Download my data (PDPL access right) is answered by sections: each context that holds something about a person
 * contributes one `PersonalDataSection` from its public surface, and the composition lists them one line each
 * (admin/personal-data-sections.ts), the way contexts declare their jobs. Why not one handler that reads every
 * context: it would have to know each context's read models (reaching into internals the dependency rules forbid)
 * and would silently miss a new context; here a context that stores personal data owns the answer for it,
 * including what to leave out (other people's e-mails, document numbers, files), and a new context adds one line.
 */
import type { Doc, Filter, ReadStore } from '../read-store/read-store.port.js';

export interface PersonalDataSection {
  /** The key of the section in the exported file; unique across the platform. */
  readonly name: string;
  /** What this context holds about the person, as plain JSON; never other people's personal data. */
  collect(userId: string): Promise<unknown>;
}

export class PersonalDataRegistry {
  private readonly sections: readonly PersonalDataSection[];

  constructor(sections: readonly PersonalDataSection[]) {
    const seen = new Set<string>();
    for (const section of sections) {
      if (seen.has(section.name)) throw new Error(`Two personal data sections are named "${section.name}"`);
      seen.add(section.name);
    }
    this.sections = sections;
  }

  get names(): string[] {
    return this.sections.map((s) => s.name);
  }

  /** Every section for the person, in the registry's order; one failing section fails the export (a partial
   * answer to an access request would look complete when it is not). */
  async collect(userId: string): Promise<Record<string, unknown>> {
    const parts = await Promise.all(this.sections.map((s) => s.collect(userId)));
    return Object.fromEntries(this.sections.map((s, i) => [s.name, parts[i] ?? null]));
  }
}

/** Every document of a read model matching the filter (a person's own rows), for a section to shape. */
export function docsOf<T extends Doc>(
  reads: Pick<ReadStore, 'collection'>,
  collection: string,
  filter: Filter,
): Promise<T[]> {
  return reads.collection<T>(collection).find({ filter, limit: 10_000 });
}
