/**
 * A page's RSS and Atom feeds (issue 18, server: modules/open-data/feeds.ts), announced to browsers
 * and feed readers. React places these links in the document's head while the page is shown.
 */
export function FeedLinks({ path, title, query }: { path: string; title: string; query?: string }) {
  const search = query ? `?q=${encodeURIComponent(query)}` : '';
  return (
    <>
      <link rel="alternate" type="application/rss+xml" title={`${title}（RSS）`} href={`${path}.rss${search}`} />
      <link rel="alternate" type="application/atom+xml" title={`${title}（Atom）`} href={`${path}.atom${search}`} />
    </>
  );
}
