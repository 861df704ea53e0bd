import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useEffect, useState, type FormEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { showError } from '../../components/ui/toaster';
import { DEFAULT_FAILURE } from '../../lib/error-catalogue';
import { fieldErrorsOf, type ServerFieldError } from '../../lib/field-errors';
import { useGlobalState } from '../../lib/global-state';
import { tokens } from '../../lib/tokens';
import { clearUserInfo } from '../../lib/user-info';

/** What a guest who submits is told on the way to /login. */
export const LOGIN_FIRST = '请先登录';

/** What a failed submission says (ARCHITECTURE §4). */
export interface SubmitFailure {
  /** BAD_USER_INPUT's fields (lib/field-errors.ts). */
  fieldErrors: ServerFieldError[];
  /** The login is missing or expired (401). */
  unauthenticated: boolean;
  message: string;
}

export function submitFailure(error: unknown): SubmitFailure {
  if (!CombinedGraphQLErrors.is(error)) return { fieldErrors: [], unauthenticated: false, message: DEFAULT_FAILURE };
  const first = error.errors[0];
  const extensions = (first?.extensions ?? {}) as { code?: unknown; status?: unknown };
  const message = first?.message && first.message !== 'OK' ? first.message : DEFAULT_FAILURE;
  return { fieldErrors: fieldErrorsOf(first), unauthenticated: extensions.status === 401 || extensions.code === 'UNAUTHENTICATED', message };
}

/* A form's draft, kept in the session while a guest logs in, so nothing typed is lost. */

const DRAFT_PREFIX = 'interaction-draft:';

type DraftValue = string | string[];

/** The stored draft over `empty`: only its keys, and only values of the same shape. */
export function loadDraft<T extends Record<string, DraftValue>>(key: string, empty: T): T {
  try {
    const stored = JSON.parse(sessionStorage.getItem(DRAFT_PREFIX + key) ?? 'null') as Record<string, unknown> | null;
    if (!stored || typeof stored !== 'object') return empty;
    const draft: Record<string, DraftValue> = { ...empty };
    for (const [name, initial] of Object.entries(empty)) {
      const value = stored[name];
      if (Array.isArray(initial) ? Array.isArray(value) && value.every((v) => typeof v === 'string') : typeof value === 'string') {
        draft[name] = value as DraftValue;
      }
    }
    return draft as T;
  } catch {
    return empty;
  }
}

export const saveDraft = (key: string, values: object) => sessionStorage.setItem(DRAFT_PREFIX + key, JSON.stringify(values));
export const clearDraft = (key: string) => sessionStorage.removeItem(DRAFT_PREFIX + key);

/**
 * Submitting a reader form (react-hook-form) to a login-only mutation:
 * - a guest (or a reader whose login has expired) is told 请先登录 and sent to /login, back here
 *   after, with what they typed kept as a draft in the session and restored;
 * - the form's own rules run first; BAD_USER_INPUT marks each field the server names (the first
 *   one focused), any other failure is returned as `failure` for the form to show above its button;
 * - the values stay in the form on every failure; on success the draft is dropped and `onSuccess` runs.
 */
export function useReaderSubmit<T extends FieldValues>({
  form,
  draftKey,
  send,
  onSuccess,
}: {
  form: UseFormReturn<T>;
  draftKey: string;
  send(values: T): Promise<unknown>;
  onSuccess(values: T): void;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const { setUserInfo } = useGlobalState();
  const [failure, setFailure] = useState<string>();
  const loggedIn = !!tokens.reader();
  const here = `${location.pathname}${location.search}`;
  const loginPath = `/login?redirect=${encodeURIComponent(here)}`;

  // A draft restored into the form's defaults is used once.
  useEffect(() => clearDraft(draftKey), [draftKey]);

  const toLogin = () => {
    saveDraft(draftKey, form.getValues());
    showError(LOGIN_FIRST);
    navigate(loginPath);
  };

  const submitValid = async (values: T) => {
    setFailure(undefined);
    try {
      await send(values);
    } catch (error) {
      const found = submitFailure(error);
      if (found.unauthenticated) {
        // The server no longer accepts this login: forget it, or the guard would turn /login away.
        tokens.clearReader();
        clearUserInfo();
        setUserInfo(undefined);
        toLogin();
        return;
      }
      const known = Object.keys(form.getValues());
      const ours = found.fieldErrors.filter((e) => known.includes(e.field));
      ours.forEach((e, index) => form.setError(e.field as Path<T>, { type: 'server', message: e.message }, { shouldFocus: index === 0 }));
      const other = found.fieldErrors.find((e) => !known.includes(e.field));
      if (ours.length === 0 || other) setFailure(other?.message ?? found.message);
      return;
    }
    clearDraft(draftKey);
    onSuccess(values);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!tokens.reader()) {
      event.preventDefault();
      toLogin();
      return;
    }
    return form.handleSubmit(submitValid)(event);
  };

  return { onSubmit, failure, loggedIn, loginPath };
}
