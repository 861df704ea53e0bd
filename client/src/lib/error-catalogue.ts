import { createDemand } from './mount-on-demand';

/**
 * The error catalogue of spec §8, in one place. Both faces report failures here: the Apollo error
 * link (from `extensions.status`) and the REST helper (from the HTTP status and body code).
 * `outcomeOf` is pure; the ErrorCatalogueHost component carries the outcome out (toast, dialog,
 * navigation, page authority).
 */
export const DEFAULT_FAILURE = '请求失败,请稍候再试';
export const CONVERTING = '视频正在云端转换，请稍候在访问该视频';
export const NOT_LOGGED_IN = '未登录或登录过期';
export const ORG_NOT_FOUND = '机构不存在';
export const PAGE_NOT_FOUND = '页面未找到。';

/** Page authorisation (spec §4): 1 ok, 2 no permission. */
export type PageAuthority = 1 | 2;

export interface Failure {
  /** HTTP status of the response, or the GraphQL error's extensions.status. */
  status?: number;
  /** REST body code (0 = converting) when there is one. */
  code?: number;
  message?: string;
}

export interface Outcome {
  toast?: { type: 'warning' | 'error'; text: string };
  dialog?: { text: string; then: 'login' | 'errorPage' | 'errorPageOrHome' };
  authority: PageAuthority;
  /** 403 also raises "no permission". */
  noPermission?: boolean;
}

const hasMessage = (message?: string) => !!message && message !== 'OK';

export function outcomeOf({ status, code, message }: Failure): Outcome {
  if (code === 0 || status === 0) return { toast: { type: 'warning', text: CONVERTING }, authority: 1 };
  if (status === 403) {
    return { dialog: { text: hasMessage(message) ? message! : DEFAULT_FAILURE, then: 'errorPageOrHome' }, authority: 1, noPermission: true };
  }
  if (status === 404 && message === ORG_NOT_FOUND) return { dialog: { text: message, then: 'login' }, authority: 2 };
  if (status === 404 && message === PAGE_NOT_FOUND) return { dialog: { text: message, then: 'errorPage' }, authority: 2 };
  if (status === 404 && !hasMessage(message)) return { toast: { type: 'error', text: DEFAULT_FAILURE }, authority: 1 };
  if (status === 401) return { toast: { type: 'error', text: hasMessage(message) ? message! : NOT_LOGGED_IN }, authority: 2 };
  return { toast: { type: 'error', text: hasMessage(message) ? message! : DEFAULT_FAILURE }, authority: 1 };
}

type Listener = (outcome: Outcome, failure: Failure) => void;
const listeners = new Set<Listener>();
/** Failures reported before the (lazily loaded) host listens; the first listener gets them. */
const pending: Array<[Outcome, Failure]> = [];
const MAX_PENDING = 5;
/** The host that shows failures (ErrorCatalogueHost, mounted by RootLayout.tsx) mounts with the first one. */
export const failureHostDemand = createDemand();

/** Reports a failure to whatever shows it (the ErrorCatalogueHost mounted by the app). */
export function reportFailure(failure: Failure): Outcome {
  const outcome = outcomeOf(failure);
  if (listeners.size === 0) {
    if (pending.length < MAX_PENDING) pending.push([outcome, failure]);
    failureHostDemand.ask();
  }
  for (const listener of listeners) listener(outcome, failure);
  return outcome;
}

/** Drops failures kept for a host not mounted yet (tests: one test's late failure must not reach the next test's page). */
export function forgetPendingFailures(): void {
  pending.length = 0;
}

export function onFailure(listener: Listener): () => void {
  listeners.add(listener);
  for (const [outcome, failure] of pending.splice(0)) listener(outcome, failure);
  return () => listeners.delete(listener);
}
