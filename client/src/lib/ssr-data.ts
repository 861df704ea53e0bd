import type { HydrationState } from 'react-router-dom';

/** The id of the script element (type application/json) that carries a server-rendered page's data. */
export const SSR_DATA_ID = 'ssr-data';

/** What the server renderer hands the browser beside the HTML: the router's and Apollo's state. */
export interface ServerRenderedData {
  router: HydrationState;
  apollo: unknown;
}

/**
 * JSON for a `<script type="application/json">` element: `<` is written `\u003c`, so no string in
 * the data can close the element (`</script>`) or open a comment; JSON.parse reads it back unchanged.
 * U+2028 and U+2029 are escaped too, for any reader that treats the text as script.
 */
export function serializeForScript(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Whether the page was rendered by the server (it carries its data): the entry and the theme ask before the app reads it. */
export function isServerRenderedPage(doc: Document = document): boolean {
  return !!doc.getElementById(SSR_DATA_ID);
}

/** The data of a server-rendered page, or undefined when the page was not rendered on the server. */
export function readServerRenderedData(doc: Document = document): ServerRenderedData | undefined {
  const element = doc.getElementById(SSR_DATA_ID);
  if (!element?.textContent) return undefined;
  return JSON.parse(element.textContent) as ServerRenderedData;
}
