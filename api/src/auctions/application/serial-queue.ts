/**
 * Runs tasks one at a time per key, in arrival order. Commands on one auction stream queue here instead of
 * racing to append and retrying on conflicts: a hot lot's throughput comes from not colliding at all.
 * (Across replicas the event store's optimistic concurrency remains the guard.)
 */
export class SerialQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.then(() => undefined, () => undefined);
    this.tails.set(key, tail);
    // Forget the key once nothing else queued behind this task, so idle auctions hold no memory.
    void tail.then(() => { if (this.tails.get(key) === tail) this.tails.delete(key); });
    return result;
  }
}
