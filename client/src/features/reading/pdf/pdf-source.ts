/**
 * What the document reader opens, apart from where it came from: a route page resolves a resource
 * (a thesis, a journal article; later the reader's cloud file) into one. `document` names the
 * reading state and is where "reader X reads document D in format F" is known (read time).
 */
export interface PdfSource {
  url: string;
  /** resource:{id}, resource:{id}:article{articleId}, resource:{id}:edition{editionId}, cloud:{id} */
  document: string;
  title: string;
  format: 'pdf';
  backTo: string;
  backLabel: string;
}
