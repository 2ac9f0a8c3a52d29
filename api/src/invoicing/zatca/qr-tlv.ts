/**
 * The invoice QR code's payload (KSA-14): base64 of TLV items, each a 1-byte tag, a 1-byte length and the value.
 * Tags 1–7 are UTF-8 text; 8 and 9 are DER bytes. Standard invoices carry tags 1–8, simplified ones 1–9.
 */
export interface QrFields {
  sellerName: string;
  vatNumber: string;
  /** Issue date and time as the invoice states them: `${IssueDate}T${IssueTime}` plus the SDK's `Z`. */
  timestamp: string;
  /** Invoice total with VAT, as written in the document. */
  totalWithVat: string;
  vatTotal: string;
  /** Invoice hash, base64 text. */
  invoiceHash: string;
  /** ECDSA signature, base64 text of the DER value. */
  signature: string;
  publicKey: Buffer;
  /** The CA's signature over the seller's certificate; only simplified invoices carry it. */
  certificateSignature?: Buffer;
}

const TEXT_TAGS = [
  'sellerName',
  'vatNumber',
  'timestamp',
  'totalWithVat',
  'vatTotal',
  'invoiceHash',
  'signature',
] as const;

/** The timestamp the SDK's samples put in tag 3: the issue date and time as written, with a `Z` appended. */
export function qrTimestamp(issueDate: string, issueTime: string): string {
  return `${issueDate}T${issueTime.replace(/Z$/, '')}Z`;
}

function item(tag: number, value: Buffer): Buffer {
  // One length byte: a longer value cannot be encoded, and truncating it would produce a QR that lies.
  if (value.length > 255) throw new Error(`QR tag ${tag} is ${value.length} bytes; at most 255 fit`);
  return Buffer.concat([Buffer.from([tag, value.length]), value]);
}

export function encodeQrTlv(fields: QrFields): string {
  const items = TEXT_TAGS.map((key, index) => item(index + 1, Buffer.from(fields[key], 'utf8')));
  items.push(item(8, fields.publicKey));
  if (fields.certificateSignature) items.push(item(9, fields.certificateSignature));
  return Buffer.concat(items).toString('base64');
}

/** Every item of the payload in order, raw; throws on a truncated payload. */
export function decodeQrItems(base64: string): { tag: number; value: Buffer }[] {
  const bytes = Buffer.from(base64, 'base64');
  const items: { tag: number; value: Buffer }[] = [];
  for (let offset = 0; offset < bytes.length;) {
    if (offset + 2 > bytes.length) throw new Error(`QR TLV truncated at byte ${offset}`);
    const tag = bytes[offset];
    const length = bytes[offset + 1];
    if (offset + 2 + length > bytes.length) throw new Error(`QR tag ${tag} runs past the end of the payload`);
    items.push({ tag, value: bytes.subarray(offset + 2, offset + 2 + length) });
    offset += 2 + length;
  }
  return items;
}

export function decodeQrTlv(base64: string): QrFields {
  const byTag = new Map(decodeQrItems(base64).map(({ tag, value }) => [tag, value]));
  const text = (tag: number): string => {
    const value = byTag.get(tag);
    if (!value) throw new Error(`QR tag ${tag} is missing`);
    return value.toString('utf8');
  };
  const publicKey = byTag.get(8);
  if (!publicKey) throw new Error('QR tag 8 is missing');
  const [sellerName, vatNumber, timestamp, totalWithVat, vatTotal, invoiceHash, signature] = TEXT_TAGS.map((_, i) =>
    text(i + 1),
  );
  return {
    sellerName,
    vatNumber,
    timestamp,
    totalWithVat,
    vatTotal,
    invoiceHash,
    signature,
    publicKey,
    ...(byTag.has(9) ? { certificateSignature: byTag.get(9) } : {}),
  };
}
