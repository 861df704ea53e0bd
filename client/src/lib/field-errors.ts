/** A form field the server's BAD_USER_INPUT names, and what it says of it. */
export interface ServerFieldError {
  /** The field's path without the argument it came in (`input.title` → `title`, `input.address.city` → `address.city`). */
  field: string;
  message: string;
}

/** What a GraphQL error carries, as Apollo's CombinedGraphQLErrors lists it. */
interface GraphQLErrorLike {
  message: string;
  extensions?: Record<string, unknown>;
}

/**
 * The fields a server's invalid-input answer names (ARCHITECTURE §4): every entry of
 * `extensions.fieldErrors`, or the single `extensions.field` with the error's message when the list
 * is absent. Any other error (403, 429, a network failure) names none: it belongs in a toast.
 */
export function fieldErrorsOf(error: GraphQLErrorLike | undefined): ServerFieldError[] {
  const extensions = error?.extensions ?? {};
  if (extensions.code !== 'BAD_USER_INPUT' && extensions.status !== 400) return [];
  const listed = Array.isArray(extensions.fieldErrors) ? (extensions.fieldErrors as Array<Partial<ServerFieldError>>) : [];
  const all = listed.length ? listed : typeof extensions.field === 'string' ? [{ field: extensions.field, message: error!.message }] : [];
  return all
    .filter((e): e is ServerFieldError => typeof e.field === 'string' && e.field !== '' && typeof e.message === 'string')
    .map(({ field, message }) => ({ field: field.includes('.') ? field.slice(field.indexOf('.') + 1) : field, message }));
}
