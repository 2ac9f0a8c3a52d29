import { DOMParser, type Document, type Element, type Node } from '@xmldom/xmldom';
import xpath from 'xpath';

/** Namespaces of a UBL 2.1 invoice and its XAdES signature, by the prefixes the authority's samples use. */
export const UBL_NS = {
  inv: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
  sig: 'urn:oasis:names:specification:ubl:schema:xsd:CommonSignatureComponents-2',
  sac: 'urn:oasis:names:specification:ubl:schema:xsd:SignatureAggregateComponents-2',
  sbc: 'urn:oasis:names:specification:ubl:schema:xsd:SignatureBasicComponents-2',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
  xades: 'http://uri.etsi.org/01903/v1.3.2#',
} as const;

const select = xpath.useNamespaces(UBL_NS);

/** Parses XML strictly: a document that any parser would read differently must not be hashed. */
export function parseXml(text: string): Document {
  const problems: string[] = [];
  let doc: Document | undefined;
  try {
    doc = new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') problems.push(message);
      },
    }).parseFromString(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text, 'text/xml');
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  }
  if (problems.length > 0 || !doc?.documentElement) {
    throw new Error(`invalid XML: ${problems.join('; ') || 'no root element'}`);
  }
  return doc;
}

export function selectNodes(expression: string, context: Node): Node[] {
  const found = select(expression, context as never);
  return Array.isArray(found) ? (found as unknown as Node[]) : [];
}

export function selectElement(expression: string, context: Node): Element | undefined {
  return selectNodes(expression, context)[0] as Element | undefined;
}

/** Trimmed text of the first node the expression selects, or undefined. */
export function selectText(expression: string, context: Node): string | undefined {
  const node = selectNodes(expression, context)[0];
  if (!node) return undefined;
  return (node.nodeType === 2 ? (node as unknown as { value: string }).value : (node.textContent ?? '')).trim();
}

export function removeNodes(nodes: Node[]): void {
  for (const node of nodes) node.parentNode?.removeChild(node);
}
