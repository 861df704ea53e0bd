import type { EntityManager } from '@mikro-orm/postgresql';
import { IsIn, IsOptional, Matches, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { createCrudResolver } from '../../../core/crud/crud.resolver.js';
import { KeywordFilter, ManagedInput } from '../../../core/crud/managed.inputs.js';
import { contains, flagFilters } from '../../../core/crud/where.js';
import { AppError } from '../../../core/errors/app-error.js';
import { SensitiveCategory, SensitiveWord } from './sensitive-word.entity.js';
import { matchForm } from './sensitive-filter.js';
import { wordsChanged } from './sensitive-cache.js';

export const WORD_MAX = 100;
export const NO_LETTERS = '敏感词须包含文字或数字';
export const DUPLICATE = '该敏感词已存在';

@InputType()
export class SensitiveWordInput extends ManagedInput {
  @Field()
  @Matches(/\S/, { message: '请填写敏感词' })
  @MaxLength(WORD_MAX, { message: `敏感词不能超过${WORD_MAX}个字` })
  word!: string;

  @Field(() => SensitiveCategory, { nullable: true, description: 'New words default to OTHER' })
  @IsOptional()
  @IsIn(Object.values(SensitiveCategory))
  category?: SensitiveCategory;
}

@InputType()
export class SensitiveWordFilter extends KeywordFilter {
  @Field(() => SensitiveCategory, { nullable: true })
  category?: SensitiveCategory;
}

/** 敏感词管理 (REST api/admin/word/…): list, create, edit, enable/disable, remove, singly and in batch. */
export const sensitiveWordCrud = createCrudResolver({
  entity: SensitiveWord,
  typeName: 'SensitiveWord',
  one: 'sensitiveWord',
  many: 'sensitiveWords',
  rest: 'word',
  input: SensitiveWordInput,
  filter: SensitiveWordFilter,
  where: {
    ...flagFilters,
    category: (category) => ({ category }),
    // What was typed, or its match form ('刷 單' finds 刷单).
    keyword: (text) => ({ $or: [{ word: contains(text) }, ...(matchForm(text) ? [{ form: contains(matchForm(text)) }] : [])] }),
  },
  sortFields: ['createdAt', 'word', 'category', 'id'],
  actions: { recommend: false },
  publicQueries: false,
  toData: ({ word, ...rest }) => ({ ...rest, word: word.trim(), form: matchForm(word) }),
  beforeSave: async (em, data, existing) => {
    if (data.form === undefined) return;
    if (!data.form) throw AppError.badInput('word', NO_LETTERS);
    const same = await em.findOne(SensitiveWord, { form: data.form as string });
    if (same && same.id !== existing?.id) throw AppError.badInput('word', DUPLICATE);
  },
  afterSave: async (em) => wordsChanged(em),
  afterRemove: async (em) => wordsChanged(em),
  beforeSetField: async (em) => wordsChanged(em),
});

/** The lines of an uploaded word list: UTF-8 (a BOM is fine), one word a line. */
export function wordLines(data: Buffer): string[] {
  return data
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * Adds the lines' words with one category, in one multi-row INSERT … ON CONFLICT DO NOTHING (the
 * list goes in as one JSON parameter, so thousands of words are one statement). Skipped: words
 * already present, repeated in the file, too long or without a letter or digit. Blank lines are
 * not counted. Answers the new rows' ids and how many lines were skipped.
 */
export async function importWords(em: EntityManager, lines: string[], category: SensitiveCategory): Promise<{ ids: number[]; skipped: number }> {
  const byForm = new Map<string, string>();
  for (const line of lines) {
    const form = matchForm(line);
    if (form && line.length <= WORD_MAX && !byForm.has(form)) byForm.set(form, line);
  }
  if (!byForm.size) return { ids: [], skipped: lines.length };
  const rows = JSON.stringify([...byForm].map(([form, word]) => ({ word, form })));
  const inserted = await em.execute<{ id: number }[]>(
    `insert into sensitive_word (word, form, category, enabled, recommended, sort, created_at, updated_at)
     select t.word, t.form, ?::sensitive_category, true, false, 0, now(), now()
     from json_to_recordset(?::json) as t(word text, form text)
     on conflict (form) do nothing
     returning id`,
    [category, rows],
  );
  wordsChanged(em);
  return { ids: inserted.map((row) => row.id), skipped: lines.length - inserted.length };
}

/** Every word, one a line (UTF-8, the import's format), by category then as entered. */
export async function exportWords(em: EntityManager, category?: SensitiveCategory | null): Promise<string> {
  const words = await em.find(SensitiveWord, category ? { category } : {}, { fields: ['word'], orderBy: [{ category: 'ASC' }, { id: 'ASC' }] });
  return words.map((w) => `${w.word}\n`).join('');
}
