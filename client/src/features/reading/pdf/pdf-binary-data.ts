/**
 * The data files pdf.js asks for while it reads a document, bundled with this build (no CDN): the
 * Adobe CMaps, without which Chinese text in a font the PDF does not embed cannot be read, and the
 * standard fonts it does not take from the system (Symbol, ZapfDingbats). Each file is a hashed
 * asset fetched only when a document needs it.
 */

// Vite emits every matched file as an asset and gives its URL (never a data: URL inlined in the
// chunk: the CSP's connect-src is 'self'); the package is hoisted to the repository's node_modules.
const CMAPS = import.meta.glob<string>('../../../../../node_modules/pdfjs-dist/cmaps/*.bcmap', {
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});
const STANDARD_FONTS = import.meta.glob<string>('../../../../../node_modules/pdfjs-dist/standard_fonts/*.{pfb,ttf}', {
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});

const byFileName = (files: Record<string, string>) =>
  new Map(Object.entries(files).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1), url]));

const FILES: Record<string, Map<string, string>> = { cMapUrl: byFileName(CMAPS), standardFontDataUrl: byFileName(STANDARD_FONTS) };

/** The bundled URL of a file pdf.js asks for (kind: cMapUrl or standardFontDataUrl), if this build has it. */
export const bundledPdfDataUrl = (kind: string, filename: string): string | undefined => FILES[kind]?.get(filename);

/** pdf.js's BinaryDataFactory (getDocument option): what the worker asks the page to fetch for it. */
export class BundledPdfData {
  async fetch({ kind, filename }: { kind: string; filename: string }): Promise<Uint8Array> {
    const url = bundledPdfDataUrl(kind, filename);
    if (!url) throw new Error(`pdf.js data not bundled: ${kind} ${filename}`);
    const response = await fetch(url);
    if (!response.ok) throw new Error(`pdf.js data ${url}: HTTP ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  }
}
