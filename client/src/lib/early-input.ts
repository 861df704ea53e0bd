/**
 * What a visitor types into a server-rendered page before the app has started (issue 12: the app is
 * fetched after the page's first paint). Hydrating puts back each controlled field's state (empty
 * on a login form), so the entry remembers every text field's last value from the start, and once
 * the app works the fields it changed get their typed value back, as an input event, which the
 * form's own state then takes (as if typed again).
 */
type TextField = HTMLInputElement | HTMLTextAreaElement;

const typed = new Map<TextField, string>();

/** Fields whose value is text a visitor types (not a file, a checkbox or a button, whose value is not theirs to give back). */
const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'tel', 'url', 'password', 'number']);

function remember(event: Event) {
  const field = event.target;
  if (field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(field.type))) typed.set(field, field.value);
}

/** Starts remembering what is typed (main.tsx, on a server-rendered page). */
export function keepEarlyInput(doc: Document): void {
  doc.addEventListener('input', remember, true);
}

/**
 * Once the app works: gives each field typed into its last value back, as an input event the form's
 * state takes. Every such field, also one whose value is still on screen: hydrating leaves what was
 * typed in a controlled field's element (React does not overwrite it) while the form's state is
 * still empty, and a form sent then said 请输入用户名 under a filled-in user name.
 */
export function giveBackEarlyInput(doc: Document): void {
  doc.removeEventListener('input', remember, true);
  for (const [field, value] of typed) {
    if (!field.isConnected) continue;
    // React reports an input event only when the value differs from the one it last saw set through
    // the field's own property: set that to something else first, then the typed value past it
    // through the prototype's setter, which React does not see.
    field.value = value === '' ? ' ' : '';
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  typed.clear();
}
