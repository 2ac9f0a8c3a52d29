/**
 * What erasure must reach beyond the event log and the read models: stores that are not projections (the mail
 * capture, the development identity provider's accounts). Each registers a hook; erasure runs them all once the
 * person's `UserForgotten` is recorded and their key deleted.
 */
export interface ErasedPerson {
  userId: string;
  /** As the account knew them just before erasure (null when already unknown). */
  email: string | null;
  /** The identity provider's subject of the account. */
  subject: string | null;
  /** First and last name as the account knew them (null when unknown). */
  fullName: string | null;
}

export type ErasureHook = (person: ErasedPerson) => Promise<void>;

export class ErasureHooks {
  private readonly hooks: ErasureHook[] = [];

  register(hook: ErasureHook): void {
    this.hooks.push(hook);
  }

  async run(person: ErasedPerson): Promise<void> {
    for (const hook of this.hooks) await hook(person);
  }
}
