/** A sample invoice with its signature parts cut out, as a builder would hand it to the signer. */
export function stripSignatureParts(signedXml: string): string {
  return signedXml
    .replace(/<ext:UBLExtensions>[\s\S]*?<\/ext:UBLExtensions>/, '')
    .replace(
      /\s*<cac:AdditionalDocumentReference>\s*<cbc:ID>QR<\/cbc:ID>[\s\S]*?<\/cac:AdditionalDocumentReference>/,
      '',
    )
    .replace(/\s*<cac:Signature>[\s\S]*?<\/cac:Signature>/, '');
}
