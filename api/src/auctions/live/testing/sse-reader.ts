/** A Server-Sent Events client for tests: Node's fetch with a streaming body reader, parsing frames as they come. */

export interface SseMessage {
  id: number;
  event: string;
  data: Record<string, unknown>;
}

export class SseReader {
  readonly messages: SseMessage[] = [];
  /** Everything received, comments included: what a privacy check must look at. */
  raw = '';
  private buffer = '';
  private readonly waiters = new Set<() => void>();
  private readonly abort = new AbortController();
  private done = false;

  private constructor(readonly response: Response) {}

  static async open(url: string, headers: Record<string, string> = {}): Promise<SseReader> {
    const controller = new AbortController();
    const response = await fetch(url, {
      headers: { accept: 'text/event-stream', ...headers },
      signal: controller.signal,
    });
    const reader = new SseReader(response);
    reader.abort.signal.addEventListener('abort', () => controller.abort());
    if (response.ok && response.body) void reader.pump(response.body);
    return reader;
  }

  get lastId(): number {
    return this.messages.at(-1)?.id ?? -1;
  }

  /** Resolves when at least `count` messages have arrived; fails after `timeoutMs`. */
  async waitFor(count: number, timeoutMs = 5000): Promise<SseMessage[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.messages.length < count) {
      if (this.done) throw new Error(`Stream ended after ${this.messages.length} of ${count} messages`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`Timed out with ${this.messages.length} of ${count} messages`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.add(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.messages.slice(0, count);
  }

  close() {
    this.abort.abort();
  }

  private async pump(body: ReadableStream<Uint8Array>) {
    const decoder = new TextDecoder();
    const reader = body.getReader();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const text = decoder.decode(value, { stream: true });
        this.raw += text;
        this.buffer += text;
        let end: number;
        while ((end = this.buffer.indexOf('\n\n')) >= 0) {
          this.parse(this.buffer.slice(0, end));
          this.buffer = this.buffer.slice(end + 2);
        }
        this.wake();
      }
    } catch {
      // Aborted by close(): nothing more to read.
    }
    this.done = true;
    this.wake();
  }

  private parse(frame: string) {
    const fields: Record<string, string> = {};
    for (const line of frame.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      if (colon < 0) continue;
      fields[line.slice(0, colon)] = line.slice(colon + 1).replace(/^ /, '');
    }
    if (fields.data === undefined) return;
    this.messages.push({ id: Number(fields.id), event: fields.event ?? 'message', data: JSON.parse(fields.data) });
  }

  private wake() {
    for (const waiter of [...this.waiters]) waiter();
    this.waiters.clear();
  }
}
