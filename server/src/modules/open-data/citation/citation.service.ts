/**
 * Citations of a resource in five formats, all from its one CSL-JSON record, by citation-js: GB/T
 * 7714-2015 (the Chinese standard), APA and MLA through the CSL processor with the official styles
 * (server/assets/csl), BibTeX and RIS through citation-js's own output plugins.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Cite, plugins } from '@citation-js/core';
import '@citation-js/plugin-csl';
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-ris';
import type { CslRecord } from './csl-record.js';
import { CitationFormat } from './citation-format.js';

// server/assets/csl: src/ and dist/ are at the same depth, so this holds in both (and the image copies assets/).
const CSL_DIR = join(import.meta.dirname, '../../../../assets/csl');
const csl = plugins.config.get('@csl');
if (!csl.styles.has('gb-t-7714'))
  csl.styles.add('gb-t-7714', readFileSync(join(CSL_DIR, 'china-national-standard-gb-t-7714-2015-numeric.csl'), 'utf8'));
if (!csl.styles.has('mla')) csl.styles.add('mla', readFileSync(join(CSL_DIR, 'modern-language-association.csl'), 'utf8'));
if (!csl.locales.has('zh-CN')) csl.locales.add('zh-CN', readFileSync(join(CSL_DIR, 'locales-zh-CN.xml'), 'utf8'));

// BibTeX in UTF-8 (biber and XeLaTeX read Chinese as it is; the ASCII-only default drops it),
// keyed by the record's id.
Object.assign(plugins.config.get('@bibtex').format, { asciiOnly: false, useIdAsLabel: true });

/** The CSL styles and the locale each is written in. */
const STYLES: Partial<Record<CitationFormat, { template: string; lang: string }>> = {
  GBT7714: { template: 'gb-t-7714', lang: 'zh-CN' },
  APA: { template: 'apa', lang: 'en-US' },
  MLA: { template: 'mla', lang: 'en-US' },
};

export function formatCitation(record: CslRecord, format: CitationFormat): string {
  const cite = new Cite([record]);
  const style = STYLES[format];
  if (!style) return cite.format(format === CitationFormat.BIBTEX ? 'bibtex' : 'ris', { format: 'text' }).trim();
  // GB/T 7714 numbers its entries: one reference alone goes without its "[1]".
  return cite
    .format('bibliography', { format: 'text', template: style.template, lang: style.lang })
    .trim()
    .replace(/^\[1\]\s*/, '');
}
