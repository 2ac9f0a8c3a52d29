import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import { CAPTURED_MAIL, CAPTURED_MAIL_SPEC, capturedMailFrom, storeCapturedMail } from './captured-mail.js';

export interface MailCaptureServer {
  host: string;
  port: number;
  close(): Promise<void>;
}

/** Larger messages are refused (552) rather than kept: the capture is for reading mail, not storing files. */
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

/**
 * A local SMTP server that keeps every message it receives in the read store (`capturedMail`), used when
 * no SMTP_URL is configured, so development and demo installations never send real mail but admins can
 * still read what would have been sent. Listens on a free port of 127.0.0.1 only, without authentication
 * or TLS. A message is acknowledged only after it is stored, so a store failure makes the sender retry.
 */
export async function startMailCaptureServer(
  store: ReadStore,
  options: { now?: () => Date; newId?: () => string } = {},
): Promise<MailCaptureServer> {
  const now = options.now ?? (() => new Date());
  const newId = options.newId ?? randomUUID;
  await store.ensureCollection(CAPTURED_MAIL, CAPTURED_MAIL_SPEC);
  const server = new SMTPServer({
    name: 'localhost',
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.once('error', (error) => callback(error));
      stream.once('end', () => {
        if (stream.sizeExceeded) {
          callback(Object.assign(new Error(`Message larger than ${MAX_MESSAGE_BYTES} bytes`), { responseCode: 552 }));
          return;
        }
        const id = newId();
        storeCapturedMail(store, capturedMailFrom(Buffer.concat(chunks), id, now())).then(
          () => callback(null, `Message captured as ${id}`),
          (error: Error) =>
            callback(Object.assign(new Error(`Could not keep the message: ${error.message}`), { responseCode: 451 })),
        );
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    const listener = server.listen(0, '127.0.0.1', () => resolve());
    listener.once('error', reject);
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
