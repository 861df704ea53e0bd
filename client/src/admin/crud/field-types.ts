import type { TypedDocumentNode } from '@apollo/client';
import type { ComponentType, ReactNode } from 'react';
import type { FormValue, FormValues } from './form-values';

/**
 * The types of form fields and of the options, trees and searches they load; types.ts re-exports
 * them with the rest of an entity's config.
 */

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

export type FieldKind =
  | 'text'
  | 'textarea'
  | 'number'
  | 'select'
  | 'switch'
  | 'datetime'
  | 'date'
  | 'url'
  | 'image'
  | 'richtext'
  /** Several short texts (authors, keywords) as tags; the input takes a string array. */
  | 'tags'
  /** A file uploaded through `uploadFile` (of the `accept` kind); the input takes its URL. */
  | 'file'
  /** Items picked from a search and put in order (`picker`); the input takes their ids in order. */
  | 'picker'
  /** A structured value with its own editor (`custom`): a survey's questions, say. */
  | 'custom';

/** The files a `file` field takes (fields/upload-types.ts). */
export type UploadKind = 'document' | 'pdf' | 'audio' | 'video' | 'any';

/**
 * Where a `picker` field finds items: a search query (keyword → options) and, when editing, the
 * picked items of the record, in order. An item the record cannot name (label '') is named by
 * `lookup`, a query of one item by id.
 */
export interface PickerSource {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  query: TypedDocumentNode<any, any>;
  variables(keyword: string): Record<string, unknown>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  toOptions(data: any): Option[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  fromRecord(record: any): Option[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  lookup?: { query: TypedDocumentNode<any, { id: string }>; toOption(data: any): Option };
}

export function pickerFrom<TData, TVariables extends Record<string, unknown>, TRecord, TItem>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: (keyword: string) => TVariables,
  toOptions: (data: TData) => Option[],
  fromRecord: (record: TRecord) => Option[],
  lookup?: { query: TypedDocumentNode<TItem, { id: string }>; toOption(data: TItem): Option },
): PickerSource {
  return { query, variables, toOptions, fromRecord, lookup };
}

/** What a `custom` field's editor gets: its value, and a way to change it. */
export interface CustomFieldProps {
  id: string;
  labelId: string;
  value: unknown;
  onChange(value: unknown): void;
  invalid: boolean;
}

/**
 * A field whose value is a structure the generic controls cannot edit (a list of objects): its
 * editor, and how its value comes from the record (or, for a new item, from undefined), is checked
 * (a message in Chinese, or undefined) and becomes the input. Build one with `customField`.
 */
export interface CustomField {
  component: ComponentType<CustomFieldProps>;
  fromRecord(value: unknown): unknown;
  validate?(value: unknown): string | undefined;
  toInput(value: unknown): unknown;
}

export function customField<TValue>(field: {
  component: ComponentType<Omit<CustomFieldProps, 'value' | 'onChange'> & { value: TValue; onChange(value: TValue): void }>;
  fromRecord(value: unknown): TValue;
  validate?(value: TValue): string | undefined;
  toInput(value: TValue): unknown;
}): CustomField {
  return field as CustomField;
}

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
  /** number: whole numbers only; select: its values are whole numbers, and the input takes a number */
  integer?: boolean;
  /** file: what may be uploaded. */
  accept?: UploadKind;
  /** picker: where the items come from. */
  picker?: PickerSource;
  /** custom: its editor and value handling. */
  custom?: CustomField;
  /** picker: one item, whose id the input takes (or null), instead of a list. */
  single?: boolean;
  /** Left out of the form when editing (an initial password: later changes have their own action). */
  createOnly?: boolean;
  /** text: a format the value must have, and the message when it has not. */
  pattern?: { regex: RegExp; message: string };
  /** tags, picker: at most this many values. */
  maxItems?: number;
  min?: number;
  max?: number;
  /** Characters (tags: of each tag). */
  maxLength?: number;
  placeholder?: string;
  helper?: string;
  /** The value a new item starts with; a function for values like "now". */
  defaultValue?: unknown | (() => unknown);
  /** Half-width on wide screens (short fields side by side). */
  half?: boolean;
  /** A new item starts with the list's filter of the same name, when the list had one set. */
  fromList?: boolean;
  /**
   * Drawn under the field across the whole form, with the form's values and a way to set any of
   * them: a helper that fills several fields at once (a map that picks latitude and longitude).
   */
  after?: (form: FormAccess) => ReactNode;
}

/** What a field's `after` may do with the form: read the values as the controls hold them, set one. */
export interface FormAccess {
  values: FormValues;
  set(name: string, value: FormValue): void;
}
