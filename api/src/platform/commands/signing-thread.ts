/**
 * Ed25519 signatures made on a thread of their own, many per message: the signatures asked for in one turn of
 * the event loop (a batch of bids' chain links, a batch of receipts) cost one hand-over between threads, where
 * libuv's pool took one per signature. On a machine with few cores every hand-over wakes a thread that may
 * push the event loop off its core, so their number matters more than the signing itself.
 *
 * The thread holds the private key (given at start, never sent again) and answers texts with base64
 * signatures in order. If it dies, the signatures in flight fail and the next call starts a new thread.
 */
import { Worker } from 'node:worker_threads';
import type { KeyObject } from 'node:crypto';
import { TickBatch } from '../batching/tick-batch.js';

// CommonJS evaluated in the worker: no file to find, from the built code or from the tests' sources alike.
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { createPrivateKey, sign } = require('node:crypto');
const key = createPrivateKey({ key: Buffer.from(workerData.pkcs8), format: 'der', type: 'pkcs8' });
parentPort.on('message', ({ id, texts }) => {
  try {
    parentPort.postMessage({ id, signatures: texts.map((text) => sign(null, Buffer.from(text, 'utf8'), key).toString('base64')) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message || error) });
  }
});
`;

interface Reply {
  id: number;
  signatures?: string[];
  error?: string;
}

export class SigningThread {
  private worker: Worker | null = null;
  private readonly pending = new Map<
    number,
    { worker: Worker; resolve: (signatures: string[]) => void; reject: (error: Error) => void }
  >();
  private nextId = 0;
  private closed = false;
  private readonly batch = new TickBatch<string, string>((texts) => this.signMany(texts));

  constructor(private readonly privateKey: KeyObject) {}

  /** The signature of one text, sent to the thread with the others asked for in the same turn. */
  sign(text: string): Promise<string> {
    return this.batch.call(text);
  }

  private signMany(texts: string[]): Promise<string[]> {
    if (this.closed) return Promise.reject(new Error('The signing thread is closed'));
    const worker = this.started();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { worker, resolve, reject });
      worker.postMessage({ id, texts });
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = null;
    this.failAll(new Error('The signing thread is closed'));
    await worker?.terminate();
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const pkcs8 = this.privateKey.export({ format: 'der', type: 'pkcs8' });
    const worker = new Worker(THREAD_SOURCE, { eval: true, workerData: { pkcs8 } });
    // The thread never keeps the process alive on its own.
    worker.unref();
    worker.on('message', ({ id, signatures, error }: Reply) => {
      const waiting = this.pending.get(id);
      if (!waiting) return;
      this.pending.delete(id);
      if (signatures) waiting.resolve(signatures);
      else waiting.reject(new Error(`Signing failed: ${error}`));
    });
    const gone = (error: Error) => {
      if (this.worker === worker) this.worker = null;
      this.failAll(error, worker);
    };
    worker.on('error', gone);
    worker.on('exit', (code) => gone(new Error(`The signing thread stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }

  /** Fails what was sent to `worker` (or to any thread). */
  private failAll(error: Error, worker?: Worker): void {
    for (const [id, waiting] of this.pending) {
      if (worker && waiting.worker !== worker) continue;
      this.pending.delete(id);
      waiting.reject(error);
    }
  }
}
