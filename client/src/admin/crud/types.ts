import type { TypedDocumentNode } from '@apollo/client';
import type { ComponentType, ReactNode } from 'react';
import type { To } from 'react-router-dom';
import type { FormField, Option, OptionsSource, TreeSource } from './field-types';

export * from './field-types';

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
 * (with batchEnable/batchDisable), recommend/unrecommend, shelve/unshelve (上架/下架), open/close
 * (开启/关闭), remove,
 * and set/batchSet, which give the config's `setter` field a chosen value (授权).
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
  shelve?: Single;
  unshelve?: Single;
  batchShelve?: Batch;
  batchUnshelve?: Batch;
  /** 开启/关闭: whether an examine item accepts new applications. */
  open?: Single;
  close?: Single;
  batchOpen?: Batch;
  batchClose?: Batch;
  remove?: TypedDocumentNode<{ result: boolean }, { id: string }>;
  batchRemove?: Batch;
  set?: TypedDocumentNode<{ result: unknown }, { id: string; value: never }>;
  batchSet?: TypedDocumentNode<{ result: { count: number } }, { ids: string[]; value: never }>;
}

/** A field the row and batch actions `set` / `batchSet` give a value chosen in a dialog (授权 → permission). */
export interface Setter {
  field: string;
  /** The row button (授权); the batch button is 批量 + label. */
  label: string;
  /** What is chosen (访问权限). */
  valueLabel: string;
  options: readonly Option[];
  /** The field holds several of the options (a reader's rights): the chooser has check boxes. */
  multiple?: boolean;
  /**
   * One button per option instead of a chooser: rows get 通过 / 不通过, the batch bar 批量通过 /
   * 批量不通过 (moderation, spec §4). The row's current value is disabled.
   */
  buttons?: boolean;
}

/** A list column. `kind` picks the renderer; `render` overrides it. */
export interface Column<TItem> {
  key: keyof TItem & string;
  label: string;
  kind?: 'text' | 'image' | 'boolean' | 'date' | 'enum' | 'number' | 'list';
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
  kind: 'keyword' | 'enum' | 'boolean' | 'param' | 'dateRange';
  /**
   * dateRange: the filter field of the range's end; `name` is its start. The URL keeps the days
   * ('YYYY-MM-DD'); the query gets the start of the first day and of the day after the last (the
   * server's `to` is exclusive), so both days are included.
   */
  to?: keyof TFilter & string;
  options?: readonly Option[];
  /** enum: options loaded by a query instead of `options` (any value in the URL is taken). */
  optionsFrom?: OptionsSource;
  /** boolean: the texts of true / false (default 是 / 否). */
  labels?: readonly [yes: string, no: string];
  /** enum: tabs above the table instead of a select. */
  tabs?: boolean;
  placeholder?: string;
}

/**
 * A row button that goes somewhere (relative to the list), e.g. 下级分类 → `?parentId=<id>`; `to`
 * also gets the list's search params, to keep them.
 */
export interface RowLink<TItem> {
  label: string;
  to: (item: TItem, search: URLSearchParams) => To;
}

/**
 * A row button that opens a dialog about the row over the list (海报 of a resource): the dialog is
 * titled `<label>：<the row's name>` and shows what `render` draws for the row. A dialog that
 * changes the row (回复) calls `done`: the dialog closes and the list is read again.
 */
export interface RowDialog<TItem> {
  label: string;
  /** Wider for a calendar (default md). */
  size?: 'md' | 'lg' | 'xl';
  /** Only rows for which this holds show the button (重发 on failed notices); all rows by default. */
  shown?: (item: TItem) => boolean;
  render(item: TItem, dialog: RowDialogControls): ReactNode;
}

export interface RowDialogControls {
  close(): void;
  /** The row was changed: close and refetch the list. */
  done(): void;
}

/** What a list's toolbar component gets (ResourceConfig.toolbar). */
export interface ToolbarProps {
  filter: Record<string, unknown>;
  /** Reloads the list (after an import, say). */
  refetch(): void;
}

/** Screens shown as tabs above the list (e.g. 数字资源 / 数据库 of one menu entry). */
export interface SiblingTab {
  label: string;
  /** Path under /admin. */
  path: string;
}

export interface ResourceConfig<TItem extends Row, TRecord extends Row, TInput extends object, TFilter extends object, TSort extends string> {
  /** Path under /admin, as in the menu: 'information', 'home/carousel'. */
  path: string;
  /** The list page heading: 资讯管理. */
  title: string;
  /** What one item is called in 新增 / 编辑 headings: 资讯. */
  noun: string;
  list: TypedDocumentNode<{ page: PageOf<TItem> }, ListVariables<TFilter, TSort>>;
  /** get, create and update: left out by a list without a form of its own (no 新增). */
  get?: TypedDocumentNode<{ item: TRecord }, { id: string }>;
  create?: TypedDocumentNode<{ result: Row }, { input: TInput }>;
  update?: TypedDocumentNode<{ result: Row }, { id: string; input: TInput }>;
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
  /** Row buttons that open a dialog about the row, before 删除. */
  rowDialogs?: RowDialog<TItem>[];
  /**
   * A tree list: the `param` filter that holds the parent, shown above the table as a trail
   * (rootLabel / ancestor / … / current) with 返回上级.
   */
  trail?: { param: keyof TFilter & string; rootLabel: string; tree: TreeSource };
  /** The field that `actions.set` / `batchSet` set, and its values (授权 / 批量授权). */
  setter?: Setter;
  /**
   * A list of several types (e.g. resources of every kind): each row's actions are those of its
   * type; a batch runs each type's mutation with that type's selected ids. `actions` is then {}.
   */
  mixed?: { typeOf(item: TItem): string; actions: Record<string, ActionDocuments> };
  /** Where 编辑 goes (relative to the list, or absolute); by default `<id>`. */
  editPath?: (item: TItem) => string;
  /** 'dialog': 新增 and 编辑 open the form in a dialog over the list (the children of an item). */
  formIn?: 'page' | 'dialog';
  /**
   * With formIn 'dialog': after 新增 the dialog stays open and shows this instead of the form, given
   * what the create answered (a secret shown once); its 完成 closes it.
   */
  afterCreate?: (created: Row) => ReactNode;
  /** Prefix of the list's URL params, when a page shows two lists (e.g. 'pages.'). */
  paramPrefix?: string;
  /** Screens shown as tabs above the list, this one among them. */
  siblings?: SiblingTab[];
  /**
   * Buttons of the screen's own beside 新增 (导入 / 导出): a component given the list's current
   * filter and a way to reload the list after it changed things.
   */
  toolbar?: ComponentType<ToolbarProps>;
  /**
   * A save the server refuses naming `field` (BAD_USER_INPUT, a field the form does not show) is
   * one to confirm: `ask` asks the user and, if they agree, runs `resend` (the same save with
   * `field: true`), resolving whether it did; the form then returns to the list. The guide pages'
   * overwrite (是否覆盖: `ask: confirmOverwrite`).
   */
  confirmResend?: { field: keyof TInput & string; ask(resend: () => Promise<unknown>): Promise<boolean> };
  /** While this holds for the rows shown, the list polls every few seconds (e.g. videos converting). */
  pollWhile?: (items: TItem[]) => boolean;
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
