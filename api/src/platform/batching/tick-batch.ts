/**
 * Gathers the calls made during one turn of the event loop and answers them with one round trip: a hot lot's
 * hundred concurrent bids then cost one users read and one Redis transaction per turn, not one per bid
 * (the same for the session check's account lookups on busy requests).
 */
export class TickBatch<I, O> {
  private pending: { input: I; resolve: (output: O) => void; reject: (error: unknown) => void }[] = [];

  /** `run` answers the inputs in their order (the same input may appear more than once). */
  constructor(private readonly run: (inputs: I[]) => Promise<O[]>) {}

  call(input: I): Promise<O> {
    return new Promise((resolve, reject) => {
      if (this.pending.length === 0) setImmediate(() => void this.flush());
      this.pending.push({ input, resolve, reject });
    });
  }

  private async flush() {
    const batch = this.pending;
    this.pending = [];
    try {
      const outputs = await this.run(batch.map((p) => p.input));
      batch.forEach((p, i) => p.resolve(outputs[i]!));
    } catch (error) {
      for (const p of batch) p.reject(error);
    }
  }
}
