import { reportFailure } from './error-catalogue';
import { tokenFor } from './tokens';

/** The REST envelope of spec §7: success when `code` is 200. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export type RestResult<T> = { ok: true; data: T; msg: string } | { ok: false; code: number; msg: string; status: number; networkError?: unknown };

/**
 * Calls a REST path of the portal (base path `api`). GET sends the parameters plus a refresh
 * timestamp; POST sends a JSON body, or the FormData for uploads. Failures go through the error
 * catalogue; network errors are returned as the result (spec §7).
 */
export async function rest<T>(
  method: 'GET' | 'POST',
  path: string,
  options: {
    params?: Record<string, string | number | boolean | undefined>;
    body?: unknown;
    admin?: boolean;
    quiet?: boolean;
    /** Let the request outlive the page (a last heartbeat sent as the tab closes). */
    keepalive?: boolean;
  } = {},
): Promise<RestResult<T>> {
  const url = new URL(`/api/${path.replace(/^\//, '')}`, window.location.origin);
  if (method === 'GET') {
    for (const [key, value] of Object.entries(options.params ?? {})) if (value !== undefined) url.searchParams.set(key, String(value));
    url.searchParams.set('_t', String(Date.now()));
  }
  const token = tokenFor(options.admin ?? window.location.pathname.startsWith('/admin'));
  const isForm = options.body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(method === 'POST' && !isForm ? { 'content-type': 'application/json' } : {}),
      },
      body: method === 'POST' ? (isForm ? (options.body as FormData) : JSON.stringify(options.body ?? {})) : undefined,
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch (networkError) {
    return { ok: false, code: -1, msg: String(networkError), status: 0, networkError };
  }
  const envelope = (await response.json().catch(() => undefined)) as Envelope<T> | undefined;
  if (response.ok && envelope?.code === 200) return { ok: true, data: envelope.data, msg: envelope.msg };
  const failure = { status: response.status === 200 ? envelope?.code : response.status, code: envelope?.code, message: envelope?.msg };
  if (!options.quiet) reportFailure(failure);
  return { ok: false, code: envelope?.code ?? response.status, msg: envelope?.msg ?? '', status: response.status };
}
