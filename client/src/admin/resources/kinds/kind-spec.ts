import type { TypedDocumentNode } from '@apollo/client';
import type { ActionDocuments, FormField, ListVariables, PageOf, Row } from '../../crud/types';
import type { ResourceFilter, ResourceKind } from '../../gql/graphql';

/**
 * One resource kind as the back office needs it: its typed documents (admin<Many>, admin<One>,
 * create/update<T>, the flag, permission and batch mutations) and its own form fields. The
 * factory in resource-kind.admin.tsx turns a spec into the list and form of any path.
 */
export interface KindSpec {
  kind: ResourceKind;
  /** What one item is called in 新增 / 编辑 headings: 图书. */
  noun: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  list: TypedDocumentNode<{ page: PageOf<any> }, ListVariables<ResourceFilter, any>>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  get: TypedDocumentNode<{ item: any }, { id: string }>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  create: TypedDocumentNode<{ result: Row }, { input: any }>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  update: TypedDocumentNode<{ result: Row }, { id: string; input: any }>;
  actions: ActionDocuments;
  /** The kind's own form fields, shown after the fields every kind has. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  fields: FormField<any>[];
  /** The kind has a class tree (the eight kinds with a 分类 screen, and databases). */
  classes: boolean;
}

/** A kind's spec, its fields checked against the input of its create mutation. */
export function defineKind<TInput extends object, TSort extends string>(spec: {
  kind: ResourceKind;
  noun: string;
  list: TypedDocumentNode<{ page: PageOf<Row> }, ListVariables<ResourceFilter, TSort>>;
  get: TypedDocumentNode<{ item: Row }, { id: string }>;
  create: TypedDocumentNode<{ result: Row }, { input: TInput }>;
  update: TypedDocumentNode<{ result: Row }, { id: string; input: TInput }>;
  actions: ActionDocuments;
  fields: FormField<TInput>[];
  classes?: boolean;
}): KindSpec {
  return { ...spec, classes: spec.classes ?? true } as KindSpec;
}

export const ISBN = { regex: /^(97[89])?\d{9}[\dX]$/, message: 'ISBN 格式无效（10 或 13 位数字，不含连字符）' };
export const ISSN = { regex: /^\d{4}-\d{3}[\dX]$/, message: 'ISSN 格式无效（如 1000-0135）' };
export const HTTP_URL = { regex: /^https?:\/\/\S+$/, message: '网址必须以 http(s):// 开头' };
