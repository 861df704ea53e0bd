import type { ReadingFormat } from './useReadingState';

/**
 * What a reader opens: the file, the reading-state document it is kept under, and the way back.
 * A route page resolves a resource (or a reader's own cloud file) into a source; the reader needs
 * nothing else. This is the one place that says "reading resource X, document D, format F".
 */
export interface ReaderSource {
  url: string;
  /** resource:{id}, resource:{id}:{part} or cloud:{id} (the reading-state document). */
  document: string;
  title: string;
  format: ReadingFormat;
  /** The resource read, for usage and read time; absent for a reader's own file. */
  resourceId?: string;
  /** The file's own name, when it has one (a cloud upload). */
  fileName?: string;
  backTo: string;
  /** What backTo is, after 返回: 详情, 新书详情… */
  backLabel: string;
}
