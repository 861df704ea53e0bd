/**
 * The resource whose read time a reader document counts toward: `resource:{id}` and its parts
 * (`resource:{id}:edition12`) count for the resource; the reader's own files (`cloud:{id}`) have
 * none. A reader page passes this to useReadTime: `useReadTime(readTimeResourceOf(source.document))`.
 */
export function readTimeResourceOf(document: string | null | undefined): string | null {
  const match = /^resource:(\d{1,10})(?::[a-z]{1,12}\d{1,10})?$/.exec(document ?? '');
  return match ? match[1] : null;
}
