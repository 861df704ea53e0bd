import type { ApolloServerPlugin } from '@apollo/server';
import { Kind, visit, BREAK, type DocumentNode } from 'graphql';
import { AppError } from '../errors/app-error.js';
import { MAX_BODY_DEPTH } from '../http/body-depth.js';
import { refuseRequest } from './refuse.js';

/** PostgreSQL refuses U+0000 in text (22021): such input is refused up front, naming the field. */
export const NULL_BYTE_MESSAGE = '输入内容含有不允许的字符，请检查后重试';

/**
 * The path of the first string holding U+0000 in plain data (arrays and plain objects; uploads are
 * skipped). Bounded in depth (issue 54, S7: it recursed without one, and a deeply nested body was a
 * 500): bodies deeper than MAX_BODY_DEPTH are refused before this runs, and anything deeper left
 * here still meets PostgreSQL's own refusal, which the error model answers with the same message.
 */
export function findNullByte(value: unknown, path = 'input', depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\0') ? path : undefined;
  if (depth > MAX_BODY_DEPTH) return undefined;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findNullByte(item, `${path}.${i}`, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\0')) return path;
      const found = findNullByte(item, path === 'input' ? key : `${path}.${key}`, depth + 1);
      if (found) return found;
    }
  }
  return undefined;
}

export function nullByteError(field: string): AppError {
  return AppError.badInput(field, NULL_BYTE_MESSAGE);
}

/** REST and other faces: refuses variables holding U+0000 before anything runs. */
export function assertNoNullBytes(values: unknown): void {
  const field = findNullByte(values);
  if (field) throw nullByteError(field);
}

function literalWithNullByte(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    [Kind.STRING]: (node) => {
      if (node.value.includes('\0')) {
        found = true;
        return BREAK;
      }
      return undefined;
    },
  });
  return found;
}

/** GraphQL: the variables and the string literals of the operation, once per request (HTTP 400). */
export const nullByteGuard: ApolloServerPlugin<object> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ request, document }) {
        const field = findNullByte(request.variables ?? {});
        if (field) throw refuseRequest(nullByteError(field));
        if (literalWithNullByte(document)) throw refuseRequest(nullByteError('query'));
      },
    };
  },
};
