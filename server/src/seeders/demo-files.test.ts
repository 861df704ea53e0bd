import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readZip } from '../../test/helpers/read-zip.js';
import { buildEpub, buildPdf, buildWav, crc32, epubChapterHref, melody, zip, WAV_SAMPLE_RATE } from './demo-files.js';
import { CLASSICS } from './demo-classics.js';

describe('zip', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    expect(crc32(Buffer.alloc(0))).toBe(0);
  });

  it('writes entries that a reader inflates back, with matching CRCs, in order', () => {
    const text = '中文内容 '.repeat(200);
    const records = readZip(
      zip([
        { name: 'a.txt', data: 'plain', store: true },
        { name: 'dir/b.txt', data: text },
      ]),
    );
    expect(records.map((r) => [r.name, r.method])).toEqual([
      ['a.txt', 0],
      ['dir/b.txt', 8],
    ]);
    expect(records[1].data.toString('utf8')).toBe(text);
    for (const record of records) expect(record.crc).toBe(crc32(record.data));
  });

  it('is the same bytes on every run', () => {
    const entries = [{ name: 'x', data: 'same' }];
    expect(zip(entries).equals(zip(entries))).toBe(true);
  });
});

describe('EPUB', () => {
  const book = {
    identifier: 'urn:isbn:9787101600001',
    title: '论语',
    creators: ['孔子弟子及再传弟子'],
    language: 'zh-CN',
    publisher: '中华书局',
    modified: '2026-01-01T00:00:00Z',
    chapters: CLASSICS['论语'],
  };
  const records = readZip(buildEpub(book));
  const file = (name: string) => records.find((r) => r.name === name)?.data.toString('utf8');

  it('starts with the mimetype, stored uncompressed and with no extra field', () => {
    expect(records[0]).toMatchObject({ name: 'mimetype', method: 0, localExtra: 0, localOffset: 0 });
    expect(records[0].data.toString('ascii')).toBe('application/epub+zip');
  });

  it('points the container at the package document', () => {
    expect(file('META-INF/container.xml')).toContain('full-path="OEBPS/content.opf"');
  });

  it('lists every chapter in the manifest and the spine, in order, and ships each one', () => {
    const opf = file('OEBPS/content.opf')!;
    expect(opf).toContain('version="3.0"');
    expect(opf).toContain('<dc:title>论语</dc:title>');
    expect(opf).toMatch(/<meta property="dcterms:modified">2026-01-01T00:00:00Z<\/meta>/);
    const manifest = [...opf.matchAll(/<item id="(ch\d+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]);
    const spine = [...opf.matchAll(/<itemref idref="([^"]+)"/g)].map((m) => m[1]);
    expect(manifest).toEqual(book.chapters.map((_, i) => [`ch${i + 1}`, epubChapterHref(i)]));
    expect(spine).toEqual(manifest.map(([id]) => id));
    for (const [i, chapter] of book.chapters.entries()) {
      const xhtml = file(`OEBPS/${epubChapterHref(i)}`)!;
      expect(xhtml).toContain(`<h2>${chapter.title}</h2>`);
      expect(xhtml).toContain(chapter.paragraphs[0].replace(/"/g, '&quot;'));
    }
  });

  it('has a navigation document with the table of contents', () => {
    expect(file('OEBPS/content.opf')).toContain('properties="nav"');
    const nav = file('OEBPS/nav.xhtml')!;
    expect(nav).toContain('epub:type="toc"');
    expect([...nav.matchAll(/<a href="([^"]+)">/g)].map((m) => m[1])).toEqual(book.chapters.map((_, i) => epubChapterHref(i)));
  });
});

describe('PDF', () => {
  const pdfOf = async () => {
    const jpeg = await sharp({ create: { width: 60, height: 80, channels: 3, background: '#c0392b' } })
      .jpeg()
      .toBuffer();
    return buildPdf([{ jpeg, width: 60, height: 80 }, { lines: ['Abstract (draft)', 'Second line \\ end'] }], { title: '论文题名', author: 'Chen' });
  };

  it('starts with the header and ends with startxref and %%EOF', async () => {
    const pdf = (await pdfOf()).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf).toMatch(/startxref\n\d+\n%%EOF\n$/);
  });

  it('has a cross-reference table whose offsets point at each object', async () => {
    const pdf = (await pdfOf()).toString('latin1');
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)![1]);
    expect(pdf.slice(startxref, startxref + 5)).toBe('xref\n');
    const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(pdf.slice(startxref))!;
    expect(Number(first)).toBe(0);
    const entries = pdf
      .slice(startxref)
      .split('\n')
      .slice(2, 2 + Number(count));
    expect(entries[0]).toBe('0000000000 65535 f ');
    entries.slice(1).forEach((entry, i) => {
      expect(entry).toMatch(/^\d{10} 00000 n $/);
      const offset = Number(entry.slice(0, 10));
      expect(pdf.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
    });
    expect(pdf).toContain(`/Size ${count} /Root 1 0 R`);
    expect(pdf).toContain('/Count 2');
  });

  it('embeds the JPEG as a DCT image, the text in Helvetica and a UTF-16 title', async () => {
    const pdf = (await pdfOf()).toString('latin1');
    expect(pdf).toMatch(/\/Subtype \/Image \/Width 60 \/Height 80 .*\/Filter \/DCTDecode \/Length \d+ >>\nstream\n\xff\xd8/);
    expect(pdf).toContain('/BaseFont /Helvetica');
    expect(pdf).toContain('(Abstract \\(draft\\)) Tj');
    expect(pdf).toContain('(Second line \\\\ end) Tj');
    expect(pdf).toContain(`/Title <FEFF${Buffer.from('论文题名', 'utf16le').swap16().toString('hex').toUpperCase()}>`);
  });

  it('has no outline unless asked, and an outline whose entries open their pages when asked', async () => {
    expect((await pdfOf()).toString('latin1')).toContain('<< /Type /Catalog /Pages 2 0 R >>');
    const pages = [{ lines: ['One'] }, { lines: ['Two'] }, { lines: ['Three'] }];
    const pdf = buildPdf(pages, { title: 'Outlined' }, [
      { title: 'Start', page: 1 },
      { title: 'End (last)', page: 3 },
    ]).toString('latin1');
    const object = (n: number) => new RegExp(`(?:^|\n)${n} 0 obj\n(.*?)\nendobj`, 's').exec(pdf)?.[1] ?? '';
    const kids = [.../\/Kids \[([^\]]+)\]/.exec(object(2))![1].matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1]));
    const root = Number(/\/Outlines (\d+) 0 R/.exec(object(1))![1]);
    expect(object(root)).toMatch(/^<< \/Type \/Outlines \/First (\d+) 0 R \/Last (\d+) 0 R \/Count 2 >>$/);
    const [, first, last] = /\/First (\d+) 0 R \/Last (\d+) 0 R/.exec(object(root))!.map(Number);
    expect(object(first)).toBe(`<< /Title (Start) /Parent ${root} 0 R /Next ${last} 0 R /Dest [${kids[0]} 0 R /XYZ null null null] >>`);
    expect(object(last)).toBe(`<< /Title (End \\(last\\)) /Parent ${root} 0 R /Prev ${first} 0 R /Dest [${kids[2]} 0 R /XYZ null null null] >>`);
  });
});

describe('WAV', () => {
  it('writes a 44-byte PCM header for 16-bit mono at 8 kHz, and the samples', () => {
    const samples = melody([262, 330, 392], 2);
    const wav = buildWav(samples);
    expect(samples.length).toBe(2 * WAV_SAMPLE_RATE);
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
    expect(wav.toString('ascii', 8, 16)).toBe('WAVEfmt ');
    expect(wav.readUInt32LE(16)).toBe(16);
    expect(wav.readUInt16LE(20)).toBe(1); // PCM
    expect(wav.readUInt16LE(22)).toBe(1); // mono
    expect(wav.readUInt32LE(24)).toBe(8000);
    expect(wav.readUInt32LE(28)).toBe(16000); // bytes per second
    expect(wav.readUInt16LE(32)).toBe(2);
    expect(wav.readUInt16LE(34)).toBe(16);
    expect(wav.toString('ascii', 36, 40)).toBe('data');
    expect(wav.readUInt32LE(40)).toBe(samples.length * 2);
    expect(wav.length).toBe(44 + samples.length * 2);
  });

  it('is a tone, not silence, and never clips', () => {
    const wav = buildWav(melody([440], 1));
    const values = Array.from({ length: (wav.length - 44) / 2 }, (_, i) => wav.readInt16LE(44 + i * 2));
    const peak = Math.max(...values.map(Math.abs));
    expect(peak).toBeGreaterThan(5000);
    expect(peak).toBeLessThan(32767);
  });
});
