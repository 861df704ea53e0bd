import { IsDate, IsIn, Matches, Max, MaxLength, Min } from 'class-validator';
import { Field, Float, InputType } from 'type-graphql';

import { READER_LIMITS } from '../../core/limits/reader-bounds.js';

/** Bookmarks with excerpts fit easily; a client sending more is refused, never truncated. */
export const MAX_STATE_CHARS = READER_LIMITS.readingState.maxStateChars;
/**
 * resource:{id}, a part of it (a newspaper's edition{id}, a journal's article{id}: the only parts
 * there are, and the part must be the resource's: `reading-state.service.ts`), or cloud:{id}.
 */
export const DOCUMENT_PATTERN = /^(resource:\d{1,10}(:(edition|article)\d{1,10})?|cloud:\d{1,10})$/;
export const READING_FORMATS = ['epub', 'pdf'] as const;

@InputType()
export class SaveReadingStateInput {
  @Field({ description: 'resource:{id}, resource:{id}:{part} (e.g. edition12, article7) or cloud:{id}' })
  @Matches(DOCUMENT_PATTERN, { message: '阅读对象无效' })
  document!: string;

  @Field({ description: 'epub or pdf' })
  @IsIn(READING_FORMATS, { message: '阅读格式无效' })
  format!: string;

  @Field({ description: "The reader's state (JSON text, at most 64 KB)" })
  @MaxLength(MAX_STATE_CHARS, { message: '阅读记录过大' })
  state!: string;

  @Field(() => Float)
  @Min(0, { message: '阅读进度无效' })
  @Max(1, { message: '阅读进度无效' })
  progress!: number;

  @Field({ nullable: true })
  @MaxLength(500, { message: '阅读位置无效' })
  location?: string;

  @Field({ description: 'When the client made this state (the later one wins across devices)' })
  @IsDate({ message: '保存时间无效' })
  savedAt!: Date;
}
