import { fetchPage, type FetchPageOptions } from './page-fetch.js';
import type { CapturedMetadata } from './page-metadata.js';

/**
 * Resource capture (back office 资源抓取): downloads the page an administrator pasted and reads
 * what it says about the work, to pre-fill a new catalogue record. Relative links resolve against
 * the page's address after redirects, which is also the `sourceUrl` reported.
 */
export async function captureFromUrl(url: string, options: FetchPageOptions = {}): Promise<CapturedMetadata> {
  const page = await fetchPage(url, options);
  // Loaded at the first capture (issue 54): the page reader and cheerio stay out of an idle portal.
  const { readPageMetadata } = await import('./page-metadata.js');
  return readPageMetadata(page.html, page.finalUrl);
}
