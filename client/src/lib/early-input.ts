/**
 * What a visitor types into a server-rendered page before the app has started (issue 12: the app is
 * fetched after the page's first paint). Hydrating puts back each controlled field's state (empty
 * on a login form), so the entry remembers every text field's last value from the start, and once
 * the app works the fields it changed get their typed value back, as an input event, which the
 * form's own state then takes (as if typed again).
 */
type TextField = HTMLInputElement | HTMLTextAreaElement;

const typed = new Map<TextField, string>();
/** A form sent before the app started: held, and sent again once the app works. */
let heldForm: HTMLFormElement | undefined;

/** Fields whose value is text a visitor types (not a file, a checkbox or a button, whose value is not theirs to give back). */
const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'tel', 'url', 'password', 'number']);

function remember(event: Event) {
  const field = event.target;
  if (field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(field.type))) typed.set(field, field.value);
}

/**
 * A form sent before the app works would go by the browser's own submission: a GET to the page's
 * address with every field in the query string, a login's password included (seen on a production
 * install: `GET /login?cardNumber=…&password=…` in the proxy's and the portal's logs, the browser's
 * history). It is held instead and sent again, to the app's handler, once the app works.
 */
function hold(event: Event) {
  if (!(event.target instanceof HTMLFormElement)) return;
  event.preventDefault();
  heldForm = event.target;
}

/** Starts remembering what is typed and holding what is sent (main.tsx, on a server-rendered page). */
export function keepEarlyInput(doc: Document): void {
  doc.addEventListener('input', remember, true);
  doc.addEventListener('submit', hold, true);
}

/**
 * Once the app works: gives each field typed into its last value back, as an input event the form's
 * state takes. Every such field, also one whose value is still on screen: hydrating leaves what was
 * typed in a controlled field's element (React does not overwrite it) while the form's state is
 * still empty, and a form sent then said 请输入用户名 under a filled-in user name.
 */
export function giveBackEarlyInput(doc: Document): void {
  doc.removeEventListener('input', remember, true);
  doc.removeEventListener('submit', hold, true);
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
  // Sent again once the form's state has taken the values given back (a task later): the app's handler checks and sends it.
  const form = heldForm;
  heldForm = undefined;
  if (form?.isConnected) setTimeout(() => form.isConnected && form.requestSubmit(), 0);
}
