// What a visitor did in an interactive island before React hydrated it (components/static-island.tsx): the island's
// elements are the server's, kept as they are, so what was typed, ticked or chosen in its fields is still in them, and
// the focus is where the visitor left it — but the component's state does not know of it, and a click on it before its
// code had come was held. What the fields hold is read just before React hydrates them (hydrating a field, React writes
// its own props into the field's defaults); once hydrated, the component's onChange hears of each field the visitor
// changed, and the held click is played again. Loaded with the island's component, not in the page's first load.

/** What a held click is played again on: the control around the element the pointer was over (an <svg> icon inside a
 *  button has no click() of its own). */
const CLICKABLE = 'button, a[href], input, select, textarea, label, summary, [role="button"], [role="checkbox"], [role="tab"], [role="menuitem"]';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
/** A field the visitor changed: what the server wrote into it, and what it holds now. */
export type FieldChange = { field: Field; server: string | boolean; visitor: string | boolean };

const isCheckable = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** The fields of the island the visitor changed from what the server wrote: read before React hydrates them. A radio
 *  counts when chosen (the one it replaced was unchosen by the browser, not by the visitor). */
export function fieldsChangedByVisitor(root: Element): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
    if (field instanceof HTMLSelectElement) {
      const chosenByServer = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
      const server = chosenByServer?.value ?? '';
      if (field.value !== server) changes.push({ field, server, visitor: field.value });
    } else if (isCheckable(field)) {
      if (field.checked !== field.defaultChecked && (field.type === 'checkbox' || field.checked)) changes.push({ field, server: field.defaultChecked, visitor: field.checked });
    } else if (field.value !== field.defaultValue) {
      changes.push({ field, server: field.defaultValue, visitor: field.value });
    }
  }
  return changes;
}

/**
 * Tells React the field changed, as the browser would have had it been listening: React compares a field with the value
 * it last saw (kept through the element's own property, which React watches), so the server's value is set that way and
 * the visitor's through the prototype's setter, then the event React listens to for that kind of field is sent.
 */
function announceChange({ field, server, visitor }: FieldChange) {
  if (field instanceof HTMLSelectElement) {
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (isCheckable(field)) {
    field.checked = server as boolean;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')?.set?.call(field, visitor);
    // Not a MouseEvent: a plain event named click is what React listens to here, without ticking the box again.
    field.dispatchEvent(new Event('click', { bubbles: true }));
    return;
  }
  const focused = document.activeElement === field;
  const { selectionStart, selectionEnd } = field;
  field.value = server as string;
  Object.getOwnPropertyDescriptor(field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype, 'value')?.set?.call(field, visitor);
  if (focused && selectionStart !== null) field.setSelectionRange(selectionStart, selectionEnd);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Once the island is hydrated: the changed fields announced, then the held click (if any) played again. */
export function replayInteraction(root: Element, clicked: Element | null, changes: FieldChange[]): void {
  for (const change of changes) if (root.contains(change.field)) announceChange(change);
  const control = clicked?.closest(CLICKABLE) ?? clicked;
  if (control instanceof HTMLElement && root.contains(control)) control.click();
  else if (control && root.contains(control)) control.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
}
