/**
 * An Express response held open as a Server-Sent Events stream: no caching, no proxy buffering or
 * compression, a comment every 15 s so proxies and browsers keep the connection, and cleanup on disconnect.
 */
import type { Request, Response } from 'express';
import { sseFrame, type LiveMessage } from './auction-live-messages.js';
import type { LiveSink } from './auction-live-feed.js';

export const HEARTBEAT_MS = 15_000;

export class SseResponse implements LiveSink {
  private started = false;
  private ended = false;
  private heartbeat: NodeJS.Timeout | null = null;
  private readonly disconnectHandlers: (() => void)[] = [];

  constructor(
    private readonly req: Request,
    private readonly res: Response,
    private readonly heartbeatMs = HEARTBEAT_MS,
  ) {
    req.on('close', () => this.finish());
  }

  /** Headers go out with the first message or when the feed is open, so a 404 can still be answered. */
  start() {
    if (this.started || this.ended) return;
    this.started = true;
    this.req.socket.setTimeout(0);
    this.req.socket.setNoDelay(true);
    this.res.status(200).set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
      Connection: 'keep-alive',
    });
    this.res.flushHeaders();
    // Tells the browser how soon to reconnect (it then sends Last-Event-ID by itself).
    this.res.write('retry: 3000\n\n');
    this.heartbeat = setInterval(() => this.res.write(': heartbeat\n\n'), this.heartbeatMs);
    this.heartbeat.unref();
  }

  send(message: LiveMessage) {
    if (this.ended) return;
    this.start();
    this.res.write(sseFrame(message));
  }

  end() {
    if (this.ended) return;
    this.start();
    this.res.end();
    this.finish();
  }

  onDisconnect(handler: () => void) {
    if (this.ended) handler();
    else this.disconnectHandlers.push(handler);
  }

  private finish() {
    if (this.ended) return;
    this.ended = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    for (const handler of this.disconnectHandlers.splice(0)) handler();
  }
}
