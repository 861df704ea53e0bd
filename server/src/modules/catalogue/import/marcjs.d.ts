/**
 * The parts of marcjs (3.x, no types of its own) this folder uses: its Record model, and the
 * ISO 2709 / MARCXML writers the tests build fixtures with. Its parsers are not used; see
 * marc-iso2709.ts and marc-xml.ts for why.
 */
declare module 'marcjs' {
  /** A control field: [tag, value]. A data field: [tag, indicators, code, value, code, value, …]. */
  export type MarcFieldArray = string[];

  export interface MarcControlField {
    tag: string;
    value: string;
  }

  export interface MarcDataField {
    tag: string;
    ind1: string;
    ind2: string;
    /** [code, value] pairs in order. */
    subf: [string, string][];
  }

  export class Record {
    /** 24 characters. */
    leader: string;
    fields: MarcFieldArray[];
    /** Inserts fields in tag order. */
    append(...fields: MarcFieldArray[]): this;
    /** Fields whose tag matches, in record order. */
    get(match: string | RegExp): (MarcControlField | MarcDataField)[];
  }

  export const Marc: {
    /** type: 'iso2709' (returns a string; its byte length is the record's), 'marcxml', 'text', 'json', 'mij'. */
    format(record: Record, type: string): string;
  };
}
