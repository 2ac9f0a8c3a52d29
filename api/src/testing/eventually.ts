/**
 * The one way tests wait for something asynchronous (a job, a projection, a log reader that lags a commit):
 * polls `probe` until it answers — returns a value other than null or undefined without throwing. A probe
 * that throws (an `expect` not met yet) counts as "not yet"; at the deadline the last error is thrown, or a
 * timeout naming `what`. The deadline only bounds a broken run: tests wait for outcomes, never fixed times.
 */
export async function eventually<T>(
  probe: () => Promise<T | null | undefined>,
  timeoutMs = 10_000,
  what = 'condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (let interval = 25; ; interval = Math.min(interval * 2, 200)) {
    let failure: unknown = null;
    try {
      const value = await probe();
      if (value !== null && value !== undefined) return value;
    } catch (error) {
      failure = error;
    }
    if (Date.now() > deadline) throw failure ?? new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}
