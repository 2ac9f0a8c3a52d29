/**
 * A form control's `labels` in jsdom, found by selectors instead of by walking the document.
 *
 * jsdom answers `labels` by walking the whole document once per control and calling each label's `control`, which for
 * a `<label for>` walks the document again to find the id. Every `getByLabelText` and every accessible name asks for
 * the labels of every control on the page, so a query costs the page's size squared: the workshop form's spec spent
 * 15 of its 31 s there. The answer is the standard's (the labels whose labelled control is this element, in tree
 * order); only the search differs: a `<label for>` names its control by id (jsdom's `getElementById` is a lookup),
 * and a label without `for` labels its first labelable descendant.
 */
const LABELABLE = 'button, input:not([type="hidden"]), meter, output, progress, select, textarea';

/** An id as a quoted attribute value in a selector. */
const quoted = (id: string) => `"${id.replace(/["\\]/g, '\\$&')}"`;

/** The control a label labels, as the HTML standard defines it. */
function controlOf(label: HTMLLabelElement, root: Node): Element | null {
  if (!label.hasAttribute('for')) return label.querySelector(LABELABLE);
  const id = label.getAttribute('for');
  if (!id) return null;
  const byId =
    root instanceof Document || root instanceof DocumentFragment
      ? root.getElementById(id)
      : (root as Element).querySelector(`[id=${quoted(id)}]`);
  return byId?.matches(LABELABLE) ? byId : null;
}

function labelsOf(this: HTMLElement): HTMLLabelElement[] | null {
  if (!this.matches(LABELABLE)) return null;
  const root = this.getRootNode();
  const candidates = new Set<HTMLLabelElement>();
  if (this.id) {
    const query = `label[for=${quoted(this.id)}]`;
    (root as ParentNode).querySelectorAll?.<HTMLLabelElement>(query).forEach((label) => candidates.add(label));
  }
  for (let node = this.parentElement; node; node = node.parentElement)
    if (node instanceof HTMLLabelElement) candidates.add(node);
  return [...candidates]
    .filter((label) => controlOf(label, root) === this)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
}

/** Replaces jsdom's `labels` on every labelable element's prototype (once, from the tests' setup file). */
export function installFastLabels() {
  const prototypes = [
    HTMLButtonElement,
    HTMLInputElement,
    HTMLMeterElement,
    HTMLOutputElement,
    HTMLProgressElement,
    HTMLSelectElement,
    HTMLTextAreaElement,
  ].map((type) => type.prototype);
  for (const prototype of prototypes)
    Object.defineProperty(prototype, 'labels', { configurable: true, enumerable: true, get: labelsOf });
}
