/** The part of citation-js (no types of its own) the citation service uses. */
declare module '@citation-js/core' {
  export class Cite {
    constructor(data: unknown);
    format(format: 'bibliography', options: { format: 'text'; template: string; lang?: string }): string;
    format(format: 'bibtex' | 'ris', options?: { format: 'text' }): string;
  }
  export const plugins: {
    config: {
      get(name: '@bibtex'): { format: { asciiOnly: boolean; useIdAsLabel: boolean } };
      get(name: '@csl'): {
        styles: { add(name: string, xml: string): void; has(name: string): boolean };
        locales: { add(name: string, xml: string): void; has(name: string): boolean };
      };
    };
  };
}
declare module '@citation-js/plugin-csl';
declare module '@citation-js/plugin-bibtex';
declare module '@citation-js/plugin-ris';
