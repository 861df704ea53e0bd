import { deflateRawSync } from 'node:zlib';

/**
 * Writers for the demo catalogue's files, with no dependency: ZIP (for EPUB), EPUB 3, PDF (JPEG
 * and Latin-text pages) and WAV. Everything is deterministic: same input, same bytes.
 */

// ---------------------------------------------------------------- ZIP

const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(data: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

export interface ZipEntry {
  name: string;
  data: Buffer | string;
  /** Stored without compression (EPUB's mimetype must be). */
  store?: boolean;
}

/** DOS date of 1980-01-01 00:00: a fixed time keeps the archive's bytes the same on every run. */
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

/** A ZIP archive of the entries, in their order (no ZIP64: demo files are small). */
export function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const raw = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data, 'utf8');
    const packed = entry.store ? raw : deflateRawSync(raw, { level: 9 });
    const method = entry.store ? 0 : 8;
    const crc = crc32(raw);
    const flags = /^[\x20-\x7e]*$/.test(entry.name) ? 0 : 0x0800; // UTF-8 names flagged
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(0, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    local.copy(central, 8, 6, 30); // flags … extra length, as in the local header
    central.writeUInt16LE(0, 32); // comment length
    central.writeUInt16LE(0, 34); // disk
    central.writeUInt16LE(0, 36); // internal attributes
    central.writeUInt32LE(0, 38); // external attributes
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

// ---------------------------------------------------------------- EPUB

export const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

export interface EpubBook {
  /** A stable identifier, e.g. `urn:isbn:978…`. */
  identifier: string;
  title: string;
  creators: string[];
  language: string;
  publisher?: string;
  /** dcterms:modified, ISO 8601 without milliseconds. */
  modified: string;
  chapters: Array<{ title: string; paragraphs: string[] }>;
}

/** The href of chapter `index` (0-based) inside the package, as the e-book's chapters store it. */
export const epubChapterHref = (index: number) => `text/ch${String(index + 1).padStart(2, '0')}.xhtml`;

const xhtml = (language: string, title: string, body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE html>\n<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="${language}" lang="${language}">\n` +
  `<head><meta charset="UTF-8"/><title>${escapeXml(title)}</title><link rel="stylesheet" type="text/css" href="../style.css"/></head>\n<body>\n${body}\n</body>\n</html>\n`;

/** A valid EPUB 3: mimetype first and stored, container, OPF, navigation document, one XHTML per chapter. */
export function buildEpub(book: EpubBook): Buffer {
  const container =
    '<?xml version="1.0" encoding="UTF-8"?>\n<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">\n' +
    '<rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles>\n</container>\n';
  const items = book.chapters.map((_, i) => ({ id: `ch${i + 1}`, href: epubChapterHref(i) }));
  const opf =
    `<?xml version="1.0" encoding="UTF-8"?>\n<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="uid" xml:lang="${book.language}">\n` +
    `<metadata xmlns:dc="http://purl.org/dc/elements/1.1/">\n<dc:identifier id="uid">${escapeXml(book.identifier)}</dc:identifier>\n` +
    `<dc:title>${escapeXml(book.title)}</dc:title>\n<dc:language>${book.language}</dc:language>\n` +
    book.creators.map((creator) => `<dc:creator>${escapeXml(creator)}</dc:creator>\n`).join('') +
    (book.publisher ? `<dc:publisher>${escapeXml(book.publisher)}</dc:publisher>\n` : '') +
    `<meta property="dcterms:modified">${book.modified}</meta>\n</metadata>\n<manifest>\n` +
    '<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>\n<item id="css" href="style.css" media-type="text/css"/>\n' +
    items.map((item) => `<item id="${item.id}" href="${item.href}" media-type="application/xhtml+xml"/>\n`).join('') +
    '</manifest>\n<spine>\n' +
    items.map((item) => `<itemref idref="${item.id}"/>\n`).join('') +
    '</spine>\n</package>\n';
  const toc = book.chapters.map((chapter, i) => `<li><a href="${epubChapterHref(i)}">${escapeXml(chapter.title)}</a></li>`).join('\n');
  const nav = xhtml(book.language, book.title, `<nav epub:type="toc" id="toc"><h1>目录</h1><ol>\n${toc}\n</ol></nav>`).replace(
    '../style.css',
    'style.css',
  );
  const css =
    'body { font-family: serif; line-height: 1.8; margin: 0 5%; }\nh2 { text-align: center; margin: 1.5em 0; }\np { text-indent: 2em; margin: 0.4em 0; }\n';
  return zip([
    { name: 'mimetype', data: 'application/epub+zip', store: true },
    { name: 'META-INF/container.xml', data: container },
    { name: 'OEBPS/content.opf', data: opf },
    { name: 'OEBPS/nav.xhtml', data: nav },
    { name: 'OEBPS/style.css', data: css },
    ...book.chapters.map((chapter, i) => ({
      name: `OEBPS/${epubChapterHref(i)}`,
      data: xhtml(
        book.language,
        chapter.title,
        `<h2>${escapeXml(chapter.title)}</h2>\n${chapter.paragraphs.map((p) => `<p>${escapeXml(p)}</p>`).join('\n')}`,
      ),
    })),
  ]);
}

// ---------------------------------------------------------------- PDF

/** A page: a JPEG filling it, or lines of Latin text (Helvetica, WinAnsi: ASCII only). */
export type PdfPage = { jpeg: Buffer; width: number; height: number } | { lines: string[] };

/** A PDF string: ASCII literal when it can be, else UTF-16BE hex with a BOM (Chinese titles). */
function pdfString(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text)) return `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;
  return `<FEFF${Buffer.from(text, 'utf16le').swap16().toString('hex').toUpperCase()}>`;
}

/** An outline (bookmark) entry: its title and the 1-based page it opens. */
export interface PdfOutlineEntry {
  title: string;
  page: number;
}

/** A PDF 1.4 on A4 pages, with a cross-reference table that points at every object, and an outline when given. */
export function buildPdf(pages: PdfPage[], info: { title: string; author?: string }, outline: PdfOutlineEntry[] = []): Buffer {
  const A4 = [595, 842];
  const objects: Buffer[] = []; // object n is objects[n - 1]
  const add = (body: string | Buffer) => objects.push(Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'));
  const stream = (dict: string, data: Buffer) =>
    Buffer.concat([Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`, 'latin1'), data, Buffer.from('\nendstream', 'latin1')]);
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(''); // the page tree, once the pages' numbers are known
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  add(`<< /Title ${pdfString(info.title)}${info.author ? ` /Author ${pdfString(info.author)}` : ''} /Producer (library-portal demo seed) >>`);
  const kids: number[] = [];
  for (const page of pages) {
    let content: string;
    let resources: string;
    if ('jpeg' in page) {
      add(
        stream(
          `/Type /XObject /Subtype /Image /Width ${page.width} /Height ${page.height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode`,
          page.jpeg,
        ),
      );
      resources = `<< /XObject << /Im1 ${objects.length} 0 R >> >>`;
      content = `q ${A4[0]} 0 0 ${A4[1]} 0 0 cm /Im1 Do Q`;
    } else {
      resources = '<< /Font << /F1 3 0 R >> >>';
      const text = page.lines.map((line) => `${pdfString(line.replace(/[^\x20-\x7e]/g, '?'))} Tj T*`).join('\n');
      content = `BT /F1 11 Tf 16 TL 64 770 Td\n${text}\nET`;
    }
    add(stream('', Buffer.from(content, 'latin1')));
    add(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4[0]} ${A4[1]}] /Resources ${resources} /Contents ${objects.length} 0 R >>`);
    kids.push(objects.length);
  }
  objects[1] = Buffer.from(`<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`, 'latin1');
  if (outline.length) {
    // The outline's root, then its entries as a flat list (each links to the previous and the next).
    const root = objects.length + 1;
    const first = root + 1;
    const last = root + outline.length;
    add(`<< /Type /Outlines /First ${first} 0 R /Last ${last} 0 R /Count ${outline.length} >>`);
    outline.forEach((entry, i) => {
      const n = first + i;
      const page = kids[Math.min(Math.max(entry.page, 1), kids.length) - 1];
      add(
        `<< /Title ${pdfString(entry.title)} /Parent ${root} 0 R${n > first ? ` /Prev ${n - 1} 0 R` : ''}${n < last ? ` /Next ${n + 1} 0 R` : ''} /Dest [${page} 0 R /XYZ null null null] >>`,
      );
    });
    objects[0] = Buffer.from(`<< /Type /Catalog /Pages 2 0 R /Outlines ${root} 0 R /PageMode /UseOutlines >>`, 'latin1');
  }

  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0].length;
  const offsets = objects.map((body, i) => {
    const at = length;
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, 'latin1'), body, Buffer.from('\nendobj\n', 'latin1')]);
    parts.push(chunk);
    length += chunk.length;
    return at;
  });
  const xref =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 4 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}

// ---------------------------------------------------------------- WAV

export const WAV_SAMPLE_RATE = 8000;

/** 16-bit PCM mono WAV of the samples (-1…1). */
export function buildWav(samples: Float32Array, sampleRate = WAV_SAMPLE_RATE): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((s, i) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, s)) * 32767), i * 2));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28); // byte rate
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** A little tune: notes (Hz) of equal length, each with a soft attack and decay and a quieter octave above. */
export function melody(notes: number[], seconds: number, sampleRate = WAV_SAMPLE_RATE): Float32Array {
  const out = new Float32Array(Math.round(seconds * sampleRate));
  const per = out.length / notes.length;
  for (let i = 0; i < out.length; i++) {
    const note = Math.min(notes.length - 1, Math.floor(i / per));
    const t = (i - note * per) / sampleRate;
    const envelope = Math.min(1, t * 40) * Math.exp(-3 * t);
    const f = notes[note];
    out[i] = 0.5 * envelope * (Math.sin(2 * Math.PI * f * t) + 0.3 * Math.sin(4 * Math.PI * f * t));
  }
  return out;
}
