/** Bytes as the cloud shows them: 1.5 MB, 320 KB. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 * 1024) return `${(bytes / 1024 / 1024 / 1024).toFixed(1)} GB`;
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** A cloud file in its reader (the lead routes /reading/cloud to the EPUB or PDF reader by the file's format). */
export const cloudReaderPath = (id: string) => `/reading/cloud?id=${encodeURIComponent(id)}`;

/** Where a resource is read: the e-book and thesis readers; other kinds open their detail page. */
export function resourceReaderPath(kind: string, id: string): string {
  if (kind === 'ebook' || kind === 'thesis') return `/resources/${kind}/detail/read?id=${encodeURIComponent(id)}`;
  return `/resources/${kind}/detail?id=${encodeURIComponent(id)}`;
}

/** The bookmarks a reader's state holds (the readers write `bookmarks: [...]` into their JSON). */
export function bookmarkCount(state: string): number {
  try {
    const parsed = JSON.parse(state) as { bookmarks?: unknown };
    return Array.isArray(parsed.bookmarks) ? parsed.bookmarks.length : 0;
  } catch {
    return 0;
  }
}
