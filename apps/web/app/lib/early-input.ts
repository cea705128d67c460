type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const UNKEPT = new Set(['hidden', 'file', 'submit', 'button', 'reset', 'image']);
const kept = new Map<Field, { value: string; checked: boolean }>();

const isField = (target: EventTarget | null): target is Field =>
  (target instanceof HTMLInputElement && !UNKEPT.has(target.type)) ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement;
const isToggle = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/**
 * A select changed when the values it holds differ from those it was sent with. Values, not options:
 * an empty list may be sent with two blank options both marked selected, of which the browser keeps
 * only the last, and that is no choice of the person's.
 */
const selectedValues = (select: HTMLSelectElement, pick: (o: HTMLOptionElement) => boolean) =>
  [...new Set([...select.options].filter(pick).map((o) => o.value))].sort().join('\n');
const selectChanged = (select: HTMLSelectElement) => {
  const sent = [...select.options].some((o) => o.defaultSelected)
    ? selectedValues(select, (o) => o.defaultSelected)
    : (select.options[0]?.value ?? '');
  return selectedValues(select, (o) => o.selected) !== sent;
};

const changed = (field: Field) => {
  if (field instanceof HTMLSelectElement) return selectChanged(field);
  if (isToggle(field)) return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
};

const note = (field: Field) =>
  kept.set(field, { value: field.value, checked: isToggle(field) && field.checked });
const onInput = (event: Event) => {
  if (isField(event.target)) note(event.target);
};

/**
 * The page paints and takes input before its scripts have hydrated it, and hydration resets a field
 * that React controls. What a person typed, chose or ticked before hydration, and while it runs, is
 * noted from here on...
 */
export function keepEarlyInput() {
  for (const field of document.querySelectorAll('input, textarea, select')) {
    if (isField(field) && changed(field)) note(field);
  }
  document.addEventListener('input', onInput, true);
  document.addEventListener('change', onInput, true);
}

/** ...and played back once the page is live, as the events a person's input makes, so React keeps it. */
export function restoreEarlyInput() {
  document.removeEventListener('input', onInput, true);
  document.removeEventListener('change', onInput, true);
  for (const [field, { value, checked }] of kept) {
    if (!field.isConnected) continue;
    // React skips an event whose value it believes it already has, and it may well have read the
    // typed value from the page while hydrating without its state knowing it. So the field is first
    // set the other way through React's own property, then changed as a person would change it.
    if (isToggle(field)) {
      if (field.type === 'radio' && !checked) continue;
      field.checked = !checked;
      field.click();
      continue;
    }
    if (!(field instanceof HTMLSelectElement)) field.value = '';
    const prototype = Object.getPrototypeOf(field) as object;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(
      new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  }
  kept.clear();
}
