import { createTransport, type Transporter } from 'nodemailer';
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import { startMailCaptureServer, type MailCaptureServer } from '../capture/mail-capture-server.js';
import type { RenderedEmail } from './email-template.js';

export interface OutgoingMail extends RenderedEmail {
  from: string;
  to: string;
}

export interface MailSender {
  /** `smtp`: the configured SMTP_URL; `capture`: the local capture server (no SMTP_URL). */
  readonly mode: 'smtp' | 'capture';
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  close(): Promise<void>;
}

export interface MailSenderOptions {
  smtpUrl: string | null;
  /** Only called without SMTP_URL: where the capture server keeps messages. */
  readStore: () => ReadStore | Promise<ReadStore>;
}

/**
 * Sends over SMTP with nodemailer: to SMTP_URL when set, otherwise to a local capture server started here
 * (so the same SMTP path runs in development, the demo and tests).
 */
export async function openMailSender(options: MailSenderOptions): Promise<MailSender> {
  if (options.smtpUrl) return smtpSender('smtp', createTransport(options.smtpUrl), null);
  const capture = await startMailCaptureServer(await options.readStore());
  const transport = createTransport({ host: capture.host, port: capture.port, secure: false, ignoreTLS: true });
  return smtpSender('capture', transport, capture);
}

function smtpSender(mode: MailSender['mode'], transport: Transporter, capture: MailCaptureServer | null): MailSender {
  return {
    mode,
    async send(mail) {
      const info = await transport.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: { 'Content-Language': mail.lang === 'ar' ? 'ar, en' : 'en, ar', ...mail.headers },
      });
      return { messageId: String(info.messageId ?? '') };
    },
    async close() {
      transport.close();
      await capture?.close();
    },
  };
}
