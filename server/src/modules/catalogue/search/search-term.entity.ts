import { Entity, PrimaryKey } from '@mikro-orm/core';

/**
 * The Latin-script words of catalogue titles, creators and keywords (python, programming…):
 * the vocabulary "did you mean" corrects a mistyped word against. Only ever grows; a correction
 * is offered only when it finds something, so a word whose resource is gone does no harm.
 */
@Entity({ tableName: 'search_term' })
export class SearchTerm {
  @PrimaryKey({ length: 64 })
  term!: string;
}
