import type { TypedDocumentNode } from '@apollo/client';
import type { ReactNode } from 'react';

/**
 * One back-office entity, declared once (ARCHITECTURE §2, admin/resources/<entity>.admin.tsx):
 * where it lives, its typed documents, its columns, filters and form fields. AdminListPage and
 * AdminFormPage render any entity from this. Build one with `defineResource`, which infers the
 * row, record, input and filter types from the documents and checks every key against them.
 *
 * Documents use aliases so every entity has the same shape: `page:` for the list, `item:` for
 * the get query, `result:` for every mutation.
 */

export type SortOrder = 'ASC' | 'DESC';

export interface PageOf<TItem> {
  items: TItem[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ListVariables<TFilter, TSort extends string> {
  filter?: TFilter | null;
  page: number;
  pageSize: number;
  sortBy?: TSort | null;
  order?: SortOrder | null;
}

export interface Row {
  id: string;
}

type Single = TypedDocumentNode<{ result: unknown }, { id: string }>;
type Batch = TypedDocumentNode<{ result: { count: number } }, { ids: string[] }>;

/**
 * The row and batch actions. An action applies when its documents are declared: enable/disable
 * (with batchEnable/batchDisable), recommend/unrecommend, remove.
 */
export interface ActionDocuments {
  enable?: Single;
  disable?: Single;
  batchEnable?: Batch;
  batchDisable?: Batch;
  recommend?: Single;
  unrecommend?: Single;
  batchRecommend?: Batch;
  batchUnrecommend?: Batch;
  remove?: TypedDocumentNode<{ result: boolean }, { id: string }>;
  batchRemove?: Batch;
}

export interface Option {
  value: string;
  label: string;
}

/** A list column. `kind` picks the renderer; `render` overrides it. */
export interface Column<TItem> {
  key: keyof TItem & string;
  label: string;
  kind?: 'text' | 'image' | 'boolean' | 'date' | 'enum' | 'number';
  /** enum: the labels of the values. */
  options?: readonly Option[];
  /** boolean: the tag texts (default 是 / 否). */
  labels?: readonly [yes: string, no: string];
  /** The sort field a click on the header sorts by. */
  sortField?: string;
  width?: string;
  /** The title column: wraps, and names the row (row checkbox `选择 <title>`). */
  primary?: boolean;
  render?: (item: TItem) => ReactNode;
}

/** A list filter, kept in the URL under its name. */
export interface Filter<TFilter> {
  name: keyof TFilter & string;
  label: string;
  kind: 'keyword' | 'enum' | 'boolean';
  options?: readonly Option[];
  /** boolean: the texts of true / false (default 是 / 否). */
  labels?: readonly [yes: string, no: string];
  /** enum: tabs above the table instead of a select. */
  tabs?: boolean;
  placeholder?: string;
}

export type FieldKind = 'text' | 'textarea' | 'number' | 'select' | 'switch' | 'datetime' | 'url' | 'image' | 'richtext';

/** A form field; its name is the input field it fills. */
export interface FormField<TInput> {
  name: keyof TInput & string;
  label: string;
  kind: FieldKind;
  required?: boolean;
  /** select */
  options?: readonly Option[];
  /** number: whole numbers only */
  integer?: boolean;
  min?: number;
  max?: number;
  maxLength?: number;
  placeholder?: string;
  helper?: string;
  /** The value a new item starts with; a function for values like "now". */
  defaultValue?: unknown | (() => unknown);
  /** Half-width on wide screens (short fields side by side). */
  half?: boolean;
}

export interface ResourceConfig<TItem extends Row, TRecord extends Row, TInput extends object, TFilter extends object, TSort extends string> {
  /** Path under /admin, as in the menu: 'information', 'home/carousel'. */
  path: string;
  /** The list page heading: 资讯管理. */
  title: string;
  /** What one item is called in 新增 / 编辑 headings: 资讯. */
  noun: string;
  list: TypedDocumentNode<{ page: PageOf<TItem> }, ListVariables<TFilter, TSort>>;
  get: TypedDocumentNode<{ item: TRecord }, { id: string }>;
  create: TypedDocumentNode<{ result: Row }, { input: TInput }>;
  update: TypedDocumentNode<{ result: Row }, { id: string; input: TInput }>;
  actions: ActionDocuments;
  columns: Column<TItem>[];
  filters: Filter<TFilter>[];
  fields: FormField<TInput>[];
  defaultSort: { sortBy: TSort; order: SortOrder };
}

/** A config with its types erased, as the generic pages take it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyResource = ResourceConfig<any, any, any, any, any>;

/** Declares an entity's config with its types inferred from the documents. */
export function defineResource<TItem extends Row, TRecord extends Row, TInput extends object, TFilter extends object, TSort extends string>(
  config: ResourceConfig<TItem, TRecord, TInput, TFilter, TSort>,
): AnyResource {
  return config;
}
