// What a visitor did in an interactive island's kept markup before its component came (components/static-island.tsx):
// the control clicked, the element focused, what was typed, ticked or chosen in its fields — read off the kept markup
// just before the component replaces it, and done again on the component's elements, found by their place in the
// island. Loaded with the island's component, not in the page's first load.

/** Where an element sits in the island: the child indexes from the island's element down to it. */
function placeOf(root: Element, element: Element | null): number[] | null {
  const place: number[] = [];
  for (let node = element; node && node !== root; node = node.parentElement) {
    if (!node.parentElement) return null;
    place.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return element && root.contains(element) ? place : null;
}

/** What a click is played again on: the control around the element the pointer was over (an <svg> icon inside a
 *  button has no click() of its own). */
const CLICKABLE = 'button, a[href], input, select, textarea, label, summary, [role="button"], [role="checkbox"], [role="tab"], [role="menuitem"]';

function elementAt(root: Element, place: number[]): HTMLElement | null {
  let node: Element | undefined = root;
  for (const index of place) node = node?.children[index];
  return node instanceof HTMLElement ? node : null;
}

/** A form field's state in the kept markup that differs from what the server wrote: to set on the component's field. */
type FieldState = { place: number[]; value?: string; checked?: boolean };

/** The fields of the kept markup the visitor changed: text typed, a box ticked, an option chosen. */
function changedFields(root: Element): FieldState[] {
  const changed: FieldState[] = [];
  for (const field of root.querySelectorAll('input, textarea, select')) {
    const place = placeOf(root, field);
    if (!place) continue;
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked !== field.defaultChecked) changed.push({ place, checked: field.checked });
    } else if (field instanceof HTMLSelectElement) {
      const chosenByServer = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
      if (field.value !== (chosenByServer?.value ?? '')) changed.push({ place, value: field.value });
    } else if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value !== field.defaultValue) {
      changed.push({ place, value: field.value });
    }
  }
  return changed;
}

/** Sets a field as the visitor would: through the element's own setter (React's value tracker then sees a change) and
 *  with the events a browser sends, so that the component's onChange runs. */
function setField(field: HTMLElement, state: FieldState) {
  if (field instanceof HTMLInputElement && state.checked !== undefined) {
    if (field.checked !== state.checked) field.click();
    return;
  }
  const prototype = field instanceof HTMLSelectElement ? HTMLSelectElement.prototype : field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) || state.value === undefined || field.value === state.value) return;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, state.value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** What to do again on the component. */
export type Interaction = { click: number[] | null; focus: number[] | null; fields: FieldState[] };

/** Reads what was done in the kept markup: `clicked` is the element a click waiting for the component landed on. */
export function captureInteraction(root: Element, clicked: Element | null): Interaction {
  return { click: clicked ? placeOf(root, clicked.closest(CLICKABLE) ?? clicked) : null, focus: placeOf(root, document.activeElement), fields: changedFields(root) };
}

/** Does it again on the component's elements: the focus first, then the fields, then the click. */
export function replayInteraction(root: Element, { click, focus, fields }: Interaction): void {
  if (focus) elementAt(root, focus)?.focus();
  for (const field of fields) {
    const element = elementAt(root, field.place);
    if (element) setField(element, field);
  }
  if (click) elementAt(root, click)?.click();
}
