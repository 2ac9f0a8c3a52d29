/**
 * A small MIME reader for the mail capture server (mailparser does not install here, STACK.md). It reads what
 * nodemailer and ordinary mail clients produce: folded headers, RFC 2047 encoded words (B and Q, split words
 * joined before decoding so a multibyte character cut between two words survives), nested multipart bodies,
 * quoted-printable, base64, 7bit/8bit, and any charset Node's TextDecoder knows. It keeps the first text/plain
 * and text/html parts that are not attachments; attachments are not extracted.
 *
 * Bytes are handled as latin1 strings (one character per byte) until a charset is known.
 */
export interface ParsedMail {
  headers: Map<string, string[]>;
  messageId: string | null;
  from: string;
  /** The To header as sent (addresses separated by commas). */
  to: string;
  subject: string;
  text: string | null;
  html: string | null;
}

interface Entity {
  headers: Map<string, string[]>;
  body: string;
}

export function parseMail(raw: Buffer): ParsedMail {
  const root = splitEntity(raw.toString('latin1'));
  // The line break that ends a message is framing, not content (inside a multipart it belongs to the delimiter).
  root.body = root.body.replace(/\r?\n$/, '');
  const found: { text: string | null; html: string | null } = { text: null, html: null };
  collectBodies(root, found, 0);
  const header = (name: string) => decodeHeader(root.headers.get(name)?.[0] ?? '');
  const messageId = header('message-id').trim();
  return {
    headers: root.headers,
    messageId: messageId === '' ? null : messageId,
    from: header('from'),
    to: header('to'),
    subject: header('subject'),
    ...found,
  };
}

function splitEntity(source: string): Entity {
  const match = /\r?\n\r?\n/.exec(source);
  const head = match ? source.slice(0, match.index) : source;
  const body = match ? source.slice(match.index + match[0].length) : '';
  const headers = new Map<string, string[]>();
  for (const line of head.replace(/\r?\n(?=[ \t])/g, '').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  return { headers, body };
}

function collectBodies(entity: Entity, found: { text: string | null; html: string | null }, depth: number): void {
  const { type, params } = parseContentType(entity.headers.get('content-type')?.[0]);
  const disposition = (entity.headers.get('content-disposition')?.[0] ?? '').toLowerCase();
  if (type.startsWith('multipart/') && params.boundary && depth < 20) {
    for (const part of splitMultipart(entity.body, params.boundary)) collectBodies(splitEntity(part), found, depth + 1);
    return;
  }
  if (disposition.startsWith('attachment')) return;
  const key = type === 'text/plain' ? 'text' : type === 'text/html' ? 'html' : null;
  if (key === null || found[key] !== null) return;
  const encoding = (entity.headers.get('content-transfer-encoding')?.[0] ?? '7bit').trim().toLowerCase();
  found[key] = decodeCharset(decodeTransfer(entity.body, encoding), params.charset ?? 'utf-8');
}

export function parseContentType(value: string | undefined): { type: string; params: Record<string, string> } {
  if (!value) return { type: 'text/plain', params: {} };
  const semicolon = value.indexOf(';');
  const type = (semicolon === -1 ? value : value.slice(0, semicolon)).trim().toLowerCase();
  const params: Record<string, string> = {};
  const paramPattern = /;\s*([^=\s;]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]*))/g;
  for (const m of value.matchAll(paramPattern)) {
    params[(m[1] ?? '').toLowerCase()] = m[2] !== undefined ? m[2].replace(/\\(.)/g, '$1') : (m[3] ?? '');
  }
  return { type, params };
}

function splitMultipart(body: string, boundary: string): string[] {
  const parts: string[] = [];
  let current: string[] | null = null;
  for (const line of body.split(/\r?\n/)) {
    const trimmed = line.trimEnd();
    if (trimmed === `--${boundary}--`) break;
    if (trimmed === `--${boundary}`) {
      if (current) parts.push(current.join('\r\n'));
      current = [];
    } else if (current) {
      current.push(line);
    }
  }
  if (current) parts.push(current.join('\r\n'));
  return parts;
}

function decodeTransfer(body: string, encoding: string): Buffer {
  if (encoding === 'base64') return Buffer.from(body.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64');
  if (encoding === 'quoted-printable') return Buffer.from(decodeQuotedPrintable(body), 'latin1');
  return Buffer.from(body, 'latin1');
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/[ \t]+(?=\r?\n)/g, '')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function decodeCharset(bytes: Buffer, charset: string): string {
  try {
    return new TextDecoder(charset.trim().toLowerCase()).decode(bytes);
  } catch {
    return bytes.toString('utf8');
  }
}

const ENCODED_WORD = /=\?([^?\s]+)\?([BbQq])\?([^?\s]*)\?=/g;

/** Decodes a header value: raw 8-bit UTF-8 (SMTPUTF8) and RFC 2047 encoded words. */
export function decodeHeader(value: string): string {
  const text = Buffer.from(value, 'latin1').toString('utf8');
  const parts: ({ charset: string; bytes: Buffer } | string)[] = [];
  let last = 0;
  for (const m of text.matchAll(ENCODED_WORD)) {
    const gap = text.slice(last, m.index);
    const previous = parts.at(-1);
    // Whitespace between two encoded words is folding, not content.
    const joinsPrevious = typeof previous === 'object' && /^\s*$/.test(gap);
    if (!joinsPrevious && gap !== '') parts.push(gap);
    const charset = (m[1] ?? 'utf-8').split('*')[0] ?? 'utf-8';
    const bytes = decodeWord((m[2] ?? 'B').toUpperCase(), m[3] ?? '');
    if (joinsPrevious && typeof previous === 'object' && previous.charset.toLowerCase() === charset.toLowerCase()) {
      previous.bytes = Buffer.concat([previous.bytes, bytes]);
    } else {
      parts.push({ charset, bytes });
    }
    last = (m.index ?? 0) + m[0].length;
  }
  parts.push(text.slice(last));
  return parts.map((part) => (typeof part === 'string' ? part : decodeCharset(part.bytes, part.charset))).join('');
}

function decodeWord(encoding: string, data: string): Buffer {
  if (encoding === 'B') return Buffer.from(data, 'base64');
  const latin1 = data
    .replace(/_/g, ' ')
    .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(latin1, 'latin1');
}
