import { fromLocalInput, toLocalInput } from './format';
import type { FormField, Option } from './types';

/**
 * The form's values and their checks, kept apart from the components so they are easy to test.
 * Values are what the controls hold: strings for text-like fields, numbers as typed, the
 * datetime-local string for times, booleans for switches, string arrays for tags, and the picked
 * options (id and label) in order for pickers.
 */
export type FormValue = string | boolean | readonly string[] | readonly Option[] | CustomValue;
/** A `custom` field's value, boxed so it is never taken for one of the plain kinds. */
export interface CustomValue {
  readonly custom: unknown;
}
const isCustom = (value: FormValue | undefined): value is CustomValue => typeof value === 'object' && value !== null && 'custom' in value;
export type FormValues = Record<string, FormValue>;
export type FormErrors = Record<string, string>;
type AnyField = FormField<Record<string, unknown>>;

/** Spec §5: a time picker without a value says exactly this. */
export const TIME_REQUIRED = '请选择时间';

const URL_OR_PATH = /^(https?:\/\/\S+|\/\S*)$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (what `<input type="date">` gives). */
export function isDay(text: string): boolean {
  if (!DAY.test(text)) return false;
  const [y, m, d] = text.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function toFormValue(field: AnyField, value: unknown): FormValue {
  if (field.kind === 'custom') return { custom: field.custom!.fromRecord(value) };
  if (field.kind === 'switch') return value === true;
  if (field.kind === 'tags') return Array.isArray(value) ? value.map(String) : [];
  if (field.kind === 'picker') return [];
  if (field.kind === 'datetime') return toLocalInput(value);
  if (field.kind === 'date') return typeof value === 'string' && DAY.test(value.slice(0, 10)) ? value.slice(0, 10) : '';
  if (value === null || value === undefined) return '';
  return String(value);
}

/**
 * The values a form starts with: the loaded record's, or each field's default for a new item
 * (for a `fromList` field, the list's filter of that name when it was set).
 */
export function initialValues(fields: readonly AnyField[], record?: Record<string, unknown>, listFilters: Record<string, string> = {}): FormValues {
  return Object.fromEntries(
    fields.map((field) => {
      const fallback = typeof field.defaultValue === 'function' ? (field.defaultValue as () => unknown)() : field.defaultValue;
      const fromList = field.fromList && listFilters[field.name] ? listFilters[field.name] : undefined;
      if (field.kind === 'picker' && record) return [field.name, field.picker?.fromRecord(record) ?? []];
      return [field.name, toFormValue(field, record ? record[field.name] : (fromList ?? fallback))];
    }),
  );
}

/** Rich text with no text and no picture is empty (the editor leaves `<p></p>` behind). */
export function isBlankHtml(html: string): boolean {
  if (/<img\b/i.test(html)) return false;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === ''
  );
}

function isEmpty(field: AnyField, value: FormValue | undefined): boolean {
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value !== 'string') return false;
  return field.kind === 'richtext' ? isBlankHtml(value) : value.trim() === '';
}

/** The message a field shows, in Chinese, or undefined when it is fine. */
export function validateField(field: AnyField, value: FormValue | undefined): string | undefined {
  const { label } = field;
  if (field.kind === 'custom') return field.custom!.validate?.(isCustom(value) ? value.custom : undefined);
  if (isEmpty(field, value)) {
    if (!field.required) return undefined;
    if (field.kind === 'datetime') return TIME_REQUIRED;
    if (field.kind === 'select' || field.kind === 'date' || field.kind === 'picker') return `请选择${label}`;
    if (field.kind === 'image' || field.kind === 'file') return `请上传${label}`;
    return `请输入${label}`;
  }
  if (Array.isArray(value)) {
    if (field.maxItems !== undefined && value.length > field.maxItems) return `${label}最多 ${field.maxItems} 个`;
    const max = field.maxLength;
    if (field.kind === 'tags' && max && (value as string[]).some((tag) => [...tag].length > max)) return `每个${label}不能超过${max}个字`;
    return undefined;
  }
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (field.kind === 'datetime' && !fromLocalInput(text)) return TIME_REQUIRED;
  if (field.kind === 'date' && !isDay(text)) return `${label}必须是 YYYY-MM-DD 格式的日期`;
  if (field.kind === 'number') {
    const n = Number(text);
    if (!Number.isFinite(n)) return `${label}必须是数字`;
    if (field.integer && !Number.isInteger(n)) return `${label}必须是整数`;
    if (field.min !== undefined && n < field.min) return `${label}不能小于${field.min}`;
    if (field.max !== undefined && n > field.max) return `${label}不能大于${field.max}`;
  }
  if ((field.kind === 'url' || field.kind === 'image' || field.kind === 'file') && !URL_OR_PATH.test(text))
    return `${label}必须是以 http(s):// 或 / 开头的地址`;
  if (field.pattern && !field.pattern.regex.test(text)) return field.pattern.message;
  if (field.maxLength && field.kind !== 'richtext' && [...text].length > field.maxLength) return `${label}不能超过${field.maxLength}个字`;
  return undefined;
}

export function validate(fields: readonly AnyField[], values: FormValues): FormErrors {
  const errors: FormErrors = {};
  for (const field of fields) {
    const message = validateField(field, values[field.name]);
    if (message) errors[field.name] = message;
  }
  return errors;
}

/**
 * Values → the mutation's input. An empty optional field takes its default when it has one;
 * otherwise it is left out on create and sent as null on update (null clears it on the server).
 */
export function toInput(fields: readonly AnyField[], values: FormValues, mode: 'create' | 'update'): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.kind === 'switch') {
      input[field.name] = value === true;
      continue;
    }
    if (field.kind === 'custom') {
      input[field.name] = field.custom!.toInput(isCustom(value) ? value.custom : undefined);
      continue;
    }
    // Lists are always sent whole: [] clears them.
    if (field.kind === 'tags') {
      input[field.name] = Array.isArray(value) ? (value as string[]).map((tag) => tag.trim()).filter(Boolean) : [];
      continue;
    }
    if (field.kind === 'picker') {
      const ids = Array.isArray(value) ? (value as Option[]).map((option) => option.value) : [];
      if (field.single) {
        if (ids.length || mode === 'update') input[field.name] = ids[0] ?? null;
      } else input[field.name] = ids;
      continue;
    }
    if (isEmpty(field, value)) {
      const fallback = typeof field.defaultValue === 'function' ? (field.defaultValue as () => unknown)() : field.defaultValue;
      if (fallback !== undefined) input[field.name] = fallback;
      else if (mode === 'update') input[field.name] = null;
      continue;
    }
    const text = String(value);
    if (field.kind === 'number' || (field.kind === 'select' && field.integer)) input[field.name] = Number(text.trim());
    else if (field.kind === 'datetime') input[field.name] = fromLocalInput(text);
    else if (field.kind === 'richtext') input[field.name] = text;
    else input[field.name] = text.trim();
  }
  return input;
}
