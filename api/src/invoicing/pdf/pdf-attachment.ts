/**
 * Attaches the signed XML to the rendered PDF as an embedded file associated with the document (PDF/A-3
 * style, AFRelationship "Source"). Chromium writes no PDF/A, so this is done after rendering with pdf-lib.
 */
import { AFRelationship, ParseSpeeds, decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFHexString } from 'pdf-lib';
import { PDFName, PDFRawStream, PDFString } from 'pdf-lib';

export async function attachSignedXml(pdf: Uint8Array, xml: string, fileName: string, at: Date): Promise<Uint8Array> {
  // Chromium's metadata stays as written, no object streams, no yielding between objects: several times faster.
  const doc = await PDFDocument.load(pdf, { updateMetadata: false, parseSpeed: ParseSpeeds.Fastest });
  await doc.attach(Buffer.from(xml, 'utf8'), fileName, {
    mimeType: 'application/xml',
    description: 'Signed e-invoice (UBL 2.1, ZATCA) / الفاتورة الإلكترونية الموقعة',
    creationDate: at,
    modificationDate: at,
    afRelationship: AFRelationship.Source,
  });
  return doc.save({ useObjectStreams: false, objectsPerTick: Infinity });
}

/** The embedded files of a PDF by name (what tests and the back-office check). */
export async function embeddedFiles(pdf: Uint8Array): Promise<Map<string, Buffer>> {
  const doc = await PDFDocument.load(pdf);
  const out = new Map<string, Buffer>();
  const names = doc.catalog.lookupMaybe(PDFName.of('Names'), PDFDict);
  const files = names?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict);
  const list = files?.lookupMaybe(PDFName.of('Names'), PDFArray);
  if (!list) return out;
  for (let i = 0; i + 1 < list.size(); i += 2) {
    const nameObj = list.get(i);
    const name =
      nameObj instanceof PDFHexString || nameObj instanceof PDFString ? nameObj.decodeText() : String(nameObj);
    const spec = list.lookup(i + 1, PDFDict);
    const ef = spec.lookup(PDFName.of('EF'), PDFDict);
    const stream = ef.lookup(PDFName.of('F')) as PDFRawStream;
    out.set(name, Buffer.from(decodePDFRawStream(stream).decode() as Uint8Array));
  }
  return out;
}
