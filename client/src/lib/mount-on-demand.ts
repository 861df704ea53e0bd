import { useSyncExternalStore } from 'react';

/**
 * A part of the app mounted the first time something asks for it, not with every page: the toast
 * view and the confirm and error dialogs. Mounted with the first page, each cost its start a state
 * machine, its recipes' styles and a commit (issue 12: one task of 25 ms CPU after hydrating on this
 * 2-core host, several times that on a phone), for a visit that may never show a toast or a dialog.
 * What is asked for before the part mounts waits in its own module (the toast store, confirm()'s
 * queue, the error catalogue's pending failures) and shows once it has mounted.
 */
export interface Demand {
  /** Says the part is needed; once asked for, it stays mounted. */
  ask(): void;
  asked(): boolean;
  subscribe(onAsked: () => void): () => void;
}

export function createDemand(): Demand {
  let asked = false;
  const listeners = new Set<() => void>();
  return {
    ask() {
      if (asked) return;
      asked = true;
      for (const listener of [...listeners]) listener();
    },
    asked: () => asked,
    subscribe(onAsked) {
      listeners.add(onAsked);
      return () => listeners.delete(onAsked);
    },
  };
}

/**
 * Whether the part has been asked for. False in the server's render and while a page hydrates (the
 * server rendered no such part), so a part asked for early mounts just after hydrating.
 */
export function useDemand(demand: Demand): boolean {
  return useSyncExternalStore(demand.subscribe, demand.asked, () => false);
}
