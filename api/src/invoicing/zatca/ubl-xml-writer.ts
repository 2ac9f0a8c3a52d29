import { escapeText } from './signed-properties.js';

/** A node of the document being written: an element with text or children. Absent children are skipped. */
export type XmlNode = {
  name: string;
  attrs?: Record<string, string>;
  text?: string;
  children?: (XmlNode | undefined)[];
};

export function el(name: string, content?: string | (XmlNode | undefined)[], attrs?: Record<string, string>): XmlNode {
  return typeof content === 'string' ? { name, text: content, attrs } : { name, children: content, attrs };
}

function attributes(attrs?: Record<string, string>): string {
  return Object.entries(attrs ?? {})
    .map(([k, v]) => ` ${k}="${escapeText(v).replace(/"/g, '&quot;')}"`)
    .join('');
}

/** Four-space indentation, one element per line, as the authority's samples are laid out. */
export function writeXml(node: XmlNode, depth = 0): string {
  const pad = '    '.repeat(depth);
  const open = `${pad}<${node.name}${attributes(node.attrs)}`;
  if (node.text !== undefined) return `${open}>${escapeText(node.text)}</${node.name}>`;
  const children = (node.children ?? []).filter((c): c is XmlNode => c !== undefined);
  if (children.length === 0) return `${open}/>`;
  return `${open}>\n${children.map((c) => writeXml(c, depth + 1)).join('\n')}\n${pad}</${node.name}>`;
}
