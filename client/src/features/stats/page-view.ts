import { tokens } from '../../lib/tokens';

/** What the site reports of one page shown (POST api/event/view; the server adds terminal and time, keeps no IP). */
export interface PageView {
  path: string;
  referrer?: string;
  from?: string;
  resourceId?: string;
  kind?: string;
}

/** Content types of detail pages that are not resources (the resources' own kinds come from their routes). */
const DETAIL_KINDS: Array<[RegExp, string]> = [
  [/^\/information\/[^/]+\/detail$/, 'news'],
  [/^\/activity\/detail$/, 'activity'],
  [/^\/topic\/detail$/, 'topic'],
  [/^\/service\/detail$/, 'service'],
];

/**
 * The page view of a location: its path, the QR marker (`from=qr` or `utm_medium=qr`), and on a
 * detail page the content type (and the resource id for resources). `resourceKind` is the route's
 * own kind (router handle), when it has one.
 */
export function pageViewOf(pathname: string, search: string, resourceKind?: string): PageView {
  const params = new URLSearchParams(search);
  const view: PageView = { path: pathname.slice(0, 300) };
  const marker = params.get('from') ?? params.get('utm_medium');
  if (marker) view.from = marker.slice(0, 20);
  const id = params.get('id');
  if (resourceKind && /\/(detail|newDetail)$/.test(pathname)) {
    view.kind = resourceKind;
    if (id && /^\d{1,9}$/.test(id)) view.resourceId = id;
  } else {
    const kind = DETAIL_KINDS.find(([pattern]) => pattern.test(pathname))?.[1];
    if (kind) view.kind = kind;
  }
  return view;
}

/**
 * Sends one page view without holding the page; a failure is nobody's concern but the statistics'.
 * The reader's token goes along, so a logged-in reader's views count as theirs. No `keepalive`:
 * views are sent as a page shows, not as it unloads.
 */
export function reportPageView(view: PageView): void {
  const token = tokens.reader();
  void fetch('/api/event/view', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(view),
  })
    // The answer is read to its end: an unread body keeps the request open, and the page never idle.
    .then((response) => response.arrayBuffer())
    .catch(() => undefined);
}
