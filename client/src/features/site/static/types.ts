/** A block of a static page's section. */
export type StaticBlock =
  | string
  | { subheading: string }
  | { list: string[]; ordered?: boolean }
  | { table: { caption?: string; head: string[]; rows: string[][] } }
  | { note: string };

export interface StaticSection {
  /** Anchor of the section (ASCII). */
  id: string;
  heading: string;
  blocks: StaticBlock[];
}

/** A static page of the site (协议, 政策, 专题介绍): a title, a lead, and numbered sections. */
export interface StaticDocument {
  title: string;
  /** The band's English subtitle. */
  subtitle: string;
  /** 版本 / 生效日期 lines under the title. */
  meta?: string[];
  /** Paragraphs before the first section. */
  lead: string[];
  sections: StaticSection[];
  /** Paragraphs after the last section (signature, date). */
  closing?: string[];
}
