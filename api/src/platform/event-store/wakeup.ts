/**
 * A wake-up signal for one sleeping loop that is never lost: a `wake()` that arrives while the loop is busy
 * (reading a page) makes its next `sleep()` return at once, so it reads again instead of waiting it out.
 */
export class Wakeup {
  private pending = false;
  private waiter: (() => void) | null = null;

  wake(): void {
    this.pending = true;
    this.waiter?.();
  }

  /** Resolves on the next wake-up, or after `ms`; consumes a wake-up that came while awake. */
  async sleep(ms: number): Promise<void> {
    if (!this.pending) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, ms);
        this.waiter = done;
        function done() {
          clearTimeout(timer);
          resolve();
        }
      });
      this.waiter = null;
    }
    this.pending = false;
  }
}
