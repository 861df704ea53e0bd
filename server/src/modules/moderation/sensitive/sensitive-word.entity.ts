import { Entity, Enum, Index, Property } from '@mikro-orm/core';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { ManagedEntity } from '../../../core/db/base.entity.js';

/**
 * A small closed set rather than free text: the screen filters by it with a select, imports name
 * one, and typing variants ('广告' / '广告类') cannot split one category in two.
 */
export enum SensitiveCategory {
  AD = 'AD',
  FRAUD = 'FRAUD',
  ILLEGAL = 'ILLEGAL',
  ABUSE = 'ABUSE',
  OTHER = 'OTHER',
}

registerEnumType(SensitiveCategory, { name: 'SensitiveCategory', description: '广告推销 / 诈骗引流 / 违法违规 / 不文明用语 / 其他' });

/**
 * 敏感词: a word the filter looks for in what readers submit (sensitive-filter.ts). `form` is its
 * match form (folded, letters and digits only): unique, so '刷单' and '刷 單' are one word.
 */
@ObjectType({ description: 'A sensitive word the submission filter looks for', simpleResolvers: true })
@Entity({ tableName: 'sensitive_word' })
@Index({ properties: ['category', 'enabled'] })
export class SensitiveWord extends ManagedEntity<'category'> {
  @Field()
  @Property({ length: 100 })
  word!: string;

  @Field({ description: 'The form the filter matches: simplified, half-width, lower case, no spaces or symbols' })
  @Property({ length: 100, unique: true })
  form!: string;

  @Field(() => SensitiveCategory)
  @Enum({ items: () => SensitiveCategory, nativeEnumName: 'sensitive_category', default: SensitiveCategory.OTHER })
  category: SensitiveCategory = SensitiveCategory.OTHER;
}
