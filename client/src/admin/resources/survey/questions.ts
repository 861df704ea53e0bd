import type { SurveyQuestionType } from '../../gql/graphql';

/** One question as the editor holds it; `uid` only tells React the rows apart. */
export interface EditorOption {
  uid: string;
  key?: string;
  label: string;
}

export interface EditorQuestion {
  uid: string;
  key?: string;
  type: SurveyQuestionType;
  title: string;
  required: boolean;
  options: EditorOption[];
  /** Text questions: the most characters, as typed ('' = the default 500). */
  maxLength: string;
}

export const QUESTION_TYPE_OPTIONS = [
  { value: 'single', label: '单选题' },
  { value: 'multiple', label: '多选题' },
  { value: 'text', label: '问答题' },
] as const;

const typeName = (type: SurveyQuestionType) => QUESTION_TYPE_OPTIONS.find((o) => o.value === type)!.label;

export const TEXT_MAX = 500;
export const NO_QUESTIONS = '请至少添加一道题目';

let counter = 0;
export const uid = () => `u${++counter}`;

export const newOption = (label = ''): EditorOption => ({ uid: uid(), label });
export const newQuestion = (type: SurveyQuestionType = 'single'): EditorQuestion => ({
  uid: uid(),
  type,
  title: '',
  required: true,
  options: type === 'text' ? [] : [newOption(), newOption()],
  maxLength: '',
});

interface RecordQuestion {
  key: string;
  type: SurveyQuestionType;
  title: string;
  required: boolean;
  maxLength?: number | null;
  options: Array<{ key: string; label: string }>;
}

/** The record's questions → the editor's (a new survey starts with one single-choice question). */
export function questionsFromRecord(value: unknown): EditorQuestion[] {
  if (!Array.isArray(value)) return [newQuestion()];
  return (value as RecordQuestion[]).map((q) => ({
    uid: uid(),
    key: q.key,
    type: q.type,
    title: q.title,
    required: q.required,
    options: q.options.map((o) => ({ uid: uid(), key: o.key, label: o.label })),
    maxLength: q.type === 'text' && q.maxLength && q.maxLength !== TEXT_MAX ? String(q.maxLength) : '',
  }));
}

/** The server's rules, checked before sending (the same messages). */
export function validateQuestions(questions: EditorQuestion[]): string | undefined {
  if (questions.length === 0) return NO_QUESTIONS;
  for (const [index, q] of questions.entries()) {
    const nth = `第 ${index + 1} 题`;
    if (!q.title.trim()) return `${nth}：请输入题目`;
    if ([...q.title.trim()].length > 200) return `${nth}：题目不能超过200个字`;
    if (q.type === 'text') {
      const max = q.maxLength.trim();
      if (max && !(Number.isInteger(Number(max)) && Number(max) >= 1 && Number(max) <= TEXT_MAX))
        return `${nth}：字数上限须为 1 到 ${TEXT_MAX} 的整数`;
      continue;
    }
    const labels = q.options.map((o) => o.label.trim());
    if (labels.some((label) => !label)) return `${nth}：请输入选项内容`;
    if (labels.length < 2) return `${nth}：${typeName(q.type)}至少需要两个选项`;
    const repeated = labels.find((label, i) => labels.indexOf(label) !== i);
    if (repeated) return `${nth}：选项「${repeated}」重复`;
  }
  return undefined;
}

/** The editor's questions → the input (keys kept, so answers stay with their questions and options). */
export function questionsToInput(questions: EditorQuestion[]) {
  return questions.map((q) => ({
    ...(q.key ? { key: q.key } : {}),
    type: q.type,
    title: q.title.trim(),
    required: q.required,
    options: q.type === 'text' ? [] : q.options.map((o) => ({ ...(o.key ? { key: o.key } : {}), label: o.label.trim() })),
    ...(q.type === 'text' && q.maxLength.trim() ? { maxLength: Number(q.maxLength.trim()) } : {}),
  }));
}
