/** The read pages of the document reader (router.tsx), for the detail pages' 阅读 buttons. */
export const thesisReadPath = (id: string) => `/resources/thesis/detail/read?id=${encodeURIComponent(id)}`;

export const journalReadPath = (id: string, articleId: string) =>
  `/resources/journal/detail/read?id=${encodeURIComponent(id)}&article=${encodeURIComponent(articleId)}`;

/** The date says which month's editions hold the edition. */
export const editionReadPath = (id: string, edition: { id: string; editionDate: string }) =>
  `/resources/newspaper/detail/read?id=${encodeURIComponent(id)}&edition=${encodeURIComponent(edition.id)}&date=${edition.editionDate}`;
