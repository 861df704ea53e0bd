import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { toaster } from '../components/ui/toaster';
import { forgetPendingFailures } from '../lib/error-catalogue';
import { setSite } from '../lib/site';
import { server } from './msw';
import { TEST_SITE } from './site';

// jsdom lacks these; Chakra's components ask for them. (A test of the server renderer runs in node: no window.)
if (typeof window !== 'undefined') {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  // jsdom lays nothing out: every observed element counts as in view (WhenVisible renders at once).
  globalThis.IntersectionObserver ??= class {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      queueMicrotask(() => this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
  Element.prototype.scrollTo ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
}

// findBy…/waitFor wait up to 5 s, not 1: lazy sections (React.lazy) import their module on first
// render, and on a busy 2-core machine that first import alone took over a second (stop 28's runs).
configure({ asyncUtilTimeout: 5_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  // Testing Library does not clean up by itself with vitest globals off.
  cleanup();
  // The toaster is a module-level store: toasts must not carry over into the next test.
  toaster.remove();
  server.resetHandlers();
  if (typeof document !== 'undefined') {
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
    localStorage.clear();
  }
  forgetPendingFailures();
  // A worker runs file after file in one module graph (vitest.config.ts: isolate false): a spy left
  // on a shared object (URL, an element prototype) would be the next file's spy, calls and all.
  vi.restoreAllMocks();
});
// A request of the previous test that failed after its page was gone reports to nobody; it is kept
// for the next error host, which would be this test's page: drop it.
beforeEach(() => {
  forgetPendingFailures();
  // The library as the portal writes it into every page (a test may set another).
  setSite(TEST_SITE);
});
afterAll(() => server.close());
