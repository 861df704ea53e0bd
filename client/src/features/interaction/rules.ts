/**
 * The reader forms' checks, worded and bounded as the server's class-validator inputs
 * (server/src/modules/interaction/types/{recommendation,volunteer,message}.ts), so the client says
 * the same thing before sending.
 */

/** ISBN-10 or ISBN-13, hyphens allowed: the server's own pattern. */
export const ISBN_PATTERN = /^$|^(97[89])?\d{9}[\dXx]$|^(97[89]-?)?\d{1,5}-?\d{1,7}-?\d{1,7}-?[\dXx]$/;
export const ISBN_MAX = 20;

/** Mobile phone numbers as the server checks them. */
export const PHONE_PATTERN = /^1\d{10}$/;

export const LIMITS = {
  title: 300,
  author: 200,
  publisher: 200,
  reason: 1000,
  name: 64,
  skills: 500,
  area: 100,
  subject: 100,
  content: 2000,
} as const;

export const RULE_MESSAGES = {
  titleRequired: '请填写书名',
  titleTooLong: `书名不能超过${LIMITS.title}个字`,
  authorTooLong: `作者不能超过${LIMITS.author}个字`,
  publisherTooLong: `出版社不能超过${LIMITS.publisher}个字`,
  isbnInvalid: 'ISBN 格式不正确',
  reasonTooLong: `推荐理由不能超过${LIMITS.reason}个字`,
  nameRequired: '请填写姓名',
  nameTooLong: `姓名不能超过${LIMITS.name}个字`,
  phoneRequired: '请输入手机号',
  phoneInvalid: '请输入正确的手机号',
  availabilityRequired: '请选择可服务时间',
  skillsTooLong: `特长不能超过${LIMITS.skills}个字`,
  areaTooLong: `服务意向不能超过${LIMITS.area}个字`,
  subjectRequired: '请填写主题',
  subjectTooLong: `主题不能超过${LIMITS.subject}个字`,
  contentRequired: '请填写留言内容',
  contentTooLong: `留言不能超过${LIMITS.content}个字`,
} as const;

/** A required text: blank (spaces only) counts as empty. For react-hook-form's `validate`. */
export const filled = (message: string) => (value: string) => value.trim() !== '' || message;

/** An optional text sent as undefined when blank, trimmed otherwise. */
export const optionalText = (value: string) => value.trim() || undefined;
