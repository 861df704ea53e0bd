import { registerEnumType } from 'type-graphql';

// Apart from the formatter (citation.service.ts), which the resolver loads at the first citation
// asked for (issue 54): citation-js and its CSL styles are 7 MiB of heap an idle portal need not hold.

export enum CitationFormat {
  GBT7714 = 'GBT7714',
  APA = 'APA',
  MLA = 'MLA',
  BIBTEX = 'BIBTEX',
  RIS = 'RIS',
}
registerEnumType(CitationFormat, { name: 'CitationFormat', description: 'GB/T 7714-2015, APA, MLA, BibTeX, RIS' });

/** Each format's name for people, and how it is saved. */
export const CITATION_FORMATS: Record<CitationFormat, { label: string; extension: string; mime: string }> = {
  GBT7714: { label: 'GB/T 7714', extension: 'txt', mime: 'text/plain' },
  APA: { label: 'APA', extension: 'txt', mime: 'text/plain' },
  MLA: { label: 'MLA', extension: 'txt', mime: 'text/plain' },
  BIBTEX: { label: 'BibTeX', extension: 'bib', mime: 'application/x-bibtex' },
  RIS: { label: 'RIS', extension: 'ris', mime: 'application/x-research-info-systems' },
};
