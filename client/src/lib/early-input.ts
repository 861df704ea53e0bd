/**
 * What a visitor types into a server-rendered page before the app has started (issue 12: the app is
 * fetched after the page's first paint). Hydrating puts back each controlled field's state (empty
 * on a login form), so the entry remembers every text field's last value from the start, and once
 * the app works the fields it changed get their typed value back, as an input event, which the
 * form's own state then takes (as if typed again).
 */
type TextField = HTMLInputElement | HTMLTextAreaElement;

const typed = new Map<TextField, string>();

function remember(event: Event) {
  const field = event.target;
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) typed.set(field, field.value);
}

/** Starts remembering what is typed (main.tsx, on a server-rendered page). */
export function keepEarlyInput(doc: Document): void {
  doc.addEventListener('input', remember, true);
}

/** Once the app works: gives each field typed into its last value back where the app changed it. */
export function giveBackEarlyInput(doc: Document): void {
  doc.removeEventListener('input', remember, true);
  for (const [field, value] of typed) {
    if (!field.isConnected || field.value === value) continue;
    // The prototype's setter: React's own tracking of the value must see a change to report it.
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  typed.clear();
}
