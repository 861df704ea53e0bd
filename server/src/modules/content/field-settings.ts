import { Entity, Enum, Property, Unique } from '@mikro-orm/core';
import { IsString, MaxLength } from 'class-validator';
import { Arg, Ctx, Field, InputType, Mutation, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import { actorOf, recordAudit } from '../../core/audit/audit.service.js';
import { Public, Roles } from '../../core/auth/decorators.js';
import type { Context } from '../../core/context.js';
import { BaseEntity } from '../../core/db/base.entity.js';
import { AppError } from '../../core/errors/app-error.js';
import { PublicAnswer } from '../../core/graphql/field-marks.js';

/** The public lists whose fields the back office can hide (字段设置). */
export enum FieldList {
  resource = 'resource',
  news = 'news',
}

registerEnumType(FieldList, { name: 'FieldList', description: '资源列表 / 资讯列表' });

/**
 * The fields each list can hide, in the order the settings screen shows them: key (what the
 * public page asks about) and Chinese name. Fields not listed here (a title) are always shown.
 */
export const LIST_FIELDS: Record<FieldList, ReadonlyArray<readonly [key: string, name: string]>> = {
  resource: [
    ['creators', '作者'],
    ['publisher', '出版社'],
    ['publishYear', '出版年份'],
    ['views', '浏览量'],
    ['scoreAverage', '评分'],
  ],
  news: [
    ['author', '来源'],
    ['summary', '摘要'],
    ['publishedAt', '发布日期'],
    ['views', '浏览量'],
  ],
};

/** A hidden or shown field of a list, as stored: only fields the back office has set have a row. */
@Entity({ tableName: 'field_setting' })
@Unique({ properties: ['list', 'field'] })
export class FieldSetting extends BaseEntity {
  @Enum({ items: () => FieldList, nativeEnumName: 'field_list' })
  list!: FieldList;

  @Property({ length: 64 })
  field!: string;

  @Property({ default: false })
  isHide: boolean = false;
}

/** Spec §3 "hide-field list item": id (the field's key), name, isHide. */
@ObjectType({ description: 'A field of a public list and whether it is hidden (字段设置)' })
export class ListField {
  @Field({ description: "The field's key: publisher, views…" })
  id!: string;

  @Field()
  name!: string;

  @Field()
  isHide!: boolean;
}

@InputType()
export class ListFieldInput {
  @Field({ description: "The field's key" })
  @IsString()
  @MaxLength(64)
  id!: string;

  @Field()
  isHide!: boolean;
}

export const UNKNOWN_FIELD = '字段不存在';

async function listFields(ctx: Context, list: FieldList): Promise<ListField[]> {
  const stored = await ctx.em.find(FieldSetting, { list });
  const hidden = new Map(stored.map((row) => [row.field, row.isHide]));
  return LIST_FIELDS[list].map(([id, name]) => ({ id, name, isHide: hidden.get(id) ?? false }));
}

@Resolver()
export class FieldSettingsResolver {
  /** The fields of a public list and which are hidden: the public pages leave the hidden ones out. */
  @Public()
  @PublicAnswer({ shows: ['FieldSetting'] })
  @Query(() => [ListField], { description: 'The fields of a public list, each shown or hidden (字段设置)' })
  listFields(@Ctx() ctx: Context, @Arg('list', () => FieldList) list: FieldList): Promise<ListField[]> {
    return listFields(ctx, list);
  }

  /** Sets which fields of a list are hidden (the spec's field-hiding edit: `field` is the list of fields with isHide). */
  @Roles('ADMIN')
  @Mutation(() => [ListField], { description: 'Sets which fields of a public list are hidden; fields left out keep their setting' })
  async editListFields(
    @Ctx() ctx: Context,
    @Arg('list', () => FieldList) list: FieldList,
    @Arg('field', () => [ListFieldInput]) fields: ListFieldInput[],
  ): Promise<ListField[]> {
    const actor = actorOf(ctx);
    const known = new Set(LIST_FIELDS[list].map(([key]) => key));
    const unknown = fields.find((field) => !known.has(field.id));
    if (unknown) throw AppError.badInput('field', `${UNKNOWN_FIELD}：${unknown.id}`);
    await ctx.em.transactional(async (tx) => {
      const stored = new Map((await tx.find(FieldSetting, { list })).map((row) => [row.field, row]));
      for (const { id, isHide } of fields) {
        const row = stored.get(id);
        if (row) row.isHide = isHide;
        else tx.persist(tx.create(FieldSetting, { list, field: id, isHide }));
      }
      await tx.flush();
      recordAudit(tx, actor, 'editFields', 'FieldSetting', []);
    });
    return listFields(ctx, list);
  }
}
