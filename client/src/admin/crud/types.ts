import type { TypedDocumentNode } from '@apollo/client';
import type { ReactNode } from 'react';
import type { To } from 'react-router-dom';

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

/**
 * Options loaded by a query (a select of suppliers, of the classes of a tree…). `toOptions` gets
 * the query's data and, in a form, the id of the item being edited (to leave it out). Build one
 * with `optionsFrom`, which types `toOptions` from the document.
 */
export interface OptionsSource {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  query: TypedDocumentNode<any, any>;
  variables?: Record<string, unknown>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  toOptions(data: any, context: { id?: string }): Option[];
}

export function optionsFrom<TData, TVariables extends Record<string, unknown>>(
  query: TypedDocumentNode<TData, TVariables>,
  toOptions: (data: TData, context: { id?: string }) => Option[],
  variables?: TVariables,
): OptionsSource {
  return { query, toOptions, variables };
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

/**
 * A list filter, kept in the URL under its name. `param` filters have no control in the filter
 * bar and are not cleared by 重置: row actions and `trail` set them (e.g. the parent whose
 * children are listed); their URL value goes to the query as it is.
 */
export interface Filter<TFilter> {
  name: keyof TFilter & string;
  label: string;
  kind: 'keyword' | 'enum' | 'boolean' | 'param';
  options?: readonly Option[];
  /** enum: options loaded by a query instead of `options` (any value in the URL is taken). */
  optionsFrom?: OptionsSource;
  /** boolean: the texts of true / false (default 是 / 否). */
  labels?: readonly [yes: string, no: string];
  /** enum: tabs above the table instead of a select. */
  tabs?: boolean;
  placeholder?: string;
}

export type FieldKind = 'text' | 'textarea' | 'number' | 'select' | 'switch' | 'datetime' | 'date' | 'url' | 'image' | 'richtext';

/** A form field; its name is the input field it fills. */
export interface FormField<TInput> {
  name: keyof TInput & string;
  label: string;
  kind: FieldKind;
  required?: boolean;
  /** select */
  options?: readonly Option[];
  /** select: options loaded by a query instead of `options`. */
  optionsFrom?: OptionsSource;
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
  /** A new item starts with the list's filter of the same name, when the list had one set. */
  fromList?: boolean;
}

/** A row button that goes somewhere (relative to the list), e.g. 下级分类 → `?parentId=<id>`. */
export interface RowLink<TItem> {
  label: string;
  to: (item: TItem) => To;
}

/** A tree as a query returns it (resourceClassTree). */
export interface TreeNode {
  id: string;
  name: string;
  /** Left out at the deepest level a query asks for. */
  children?: TreeNode[] | null;
}

/** A tree query: the document, its variables, and where the nodes are in its data. */
export interface TreeSource {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  query: TypedDocumentNode<any, any>;
  variables?: Record<string, unknown>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  nodes(data: any): TreeNode[];
}

export function treeFrom<TData, TVariables extends Record<string, unknown>>(
  query: TypedDocumentNode<TData, TVariables>,
  nodes: (data: TData) => TreeNode[],
  variables?: TVariables,
): TreeSource {
  return { query, nodes, variables };
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
  /**
   * Always part of the list's filter, not a user choice (e.g. the resource kind); a function gets
   * the filter set from the URL and may add to it (e.g. topLevel when no parent is chosen).
   */
  fixedFilter?: Partial<TFilter> | ((filter: Record<string, string | boolean>) => Partial<TFilter>);
  /** Always part of the create and update input (e.g. the resource kind). */
  fixedInput?: Partial<TInput>;
  /** Row buttons that navigate, after 编辑. */
  rowLinks?: RowLink<TItem>[];
  /**
   * A tree list: the `param` filter that holds the parent, shown above the table as a trail
   * (rootLabel / ancestor / … / current) with 返回上级.
   */
  trail?: { param: keyof TFilter & string; rootLabel: string; tree: TreeSource };
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
