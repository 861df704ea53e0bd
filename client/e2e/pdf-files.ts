/**
 * PDFs made on the spot for the document reader's journey and benchmark, and their upload. The
 * writer is minimal (text pages, a correct cross-reference table), enough for pdf.js.
 */
import { baseURL } from './support';

/** A PDF 1.4 from its objects (object n is objects[n - 1]; 1 is the catalog). */
function pdfOf(objects: string[]): Buffer {
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const at = Buffer.byteLength(body, 'latin1');
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const stream = (content: string) => `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;

/** `pages` A4 pages of Helvetica text ("Page n of N" and 40 lines each). */
export function textPdf(pages: number): Buffer {
  const objects: string[] = ['<< /Type /Catalog /Pages 2 0 R >>', '', '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'];
  const kids: number[] = [];
  for (let n = 1; n <= pages; n++) {
    const lines = [
      `Page ${n} of ${pages}`,
      '',
      ...Array.from({ length: 40 }, (_, i) => `Line ${i + 1}: the quick brown fox jumps over the lazy dog (${n}).`),
    ];
    objects.push(stream(`BT /F1 11 Tf 16 TL 64 780 Td\n${lines.map((line) => `(${line}) Tj T*`).join('\n')}\nET`));
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${objects.length} 0 R >>`);
    kids.push(objects.length);
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${pages} >>`;
  return pdfOf(objects);
}

/**
 * One page of Chinese in STSong-Light, a font the file does not embed, encoded UniGB-UCS2-H: pdf.js
 * reads it only with that Adobe CMap (bundled with the reader).
 */
export function chineseTextPdf(text: string): Buffer {
  const ucs2 = Buffer.from(text, 'utf16le').swap16().toString('hex').toUpperCase();
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    stream(`BT /F1 28 Tf 72 700 Td <${ucs2}> Tj ET`),
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [6 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /FontDescriptor 7 0 R /DW 1000 >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  ]);
}

/** Uploads a PDF as the admin (uploadFile), answering its URL. */
export async function uploadPdf(token: string, name: string, pdf: Buffer): Promise<string> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: 'mutation($file: Upload!) { uploadFile(file: $file) { url } }', variables: { file: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), name);
  const response = await fetch(new URL('/graphql', baseURL()), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
    body: form,
  });
  const body = (await response.json()) as { data?: { uploadFile: { url: string } }; errors?: unknown };
  if (!body.data) throw new Error(`upload failed: ${JSON.stringify(body.errors ?? body)}`);
  return body.data.uploadFile.url;
}
