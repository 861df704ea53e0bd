/** 新书通报's e-book shelf: the e-books latest added, each opening its new-book detail. */
export const NEW_EBOOKS = { label: '新到电子书', to: '/resources/newBooks?type=ebook' };

/** The detail page of a newly added e-book (spec §2 ebook/newDetail); its reader is `${NEW_EBOOK_DETAIL}/read`. */
export const NEW_EBOOK_DETAIL = '/resources/ebook/newDetail';
