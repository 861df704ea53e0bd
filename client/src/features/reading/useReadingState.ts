import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { graphql } from '../../gql';
import { loadUserInfo, READING_KEY_PREFIX } from '../../lib/user-info';

const ReadingStateQuery = graphql(`
  query ReadingState($document: String!) {
    readingState(document: $document) {
      state
      progress
      location
      savedAt
    }
  }
`);

const SaveReadingStateMutation = graphql(`
  mutation SaveReadingState($input: SaveReadingStateInput!) {
    saveReadingState(input: $input) {
      document
      state
      progress
      location
      savedAt
    }
  }
`);

export type ReadingFormat = 'epub' | 'pdf';

/** A reader's place and settings in one document, as kept on this device and on the account. */
export interface Reading<S> {
  state: S;
  /** Share read, 0 to 1. */
  progress: number;
  /** An EPUB CFI or a page number. */
  location: string | null;
  /** When this device made it (ISO): the later of the device's and the account's wins. */
  savedAt: string;
}

/** Saves reach the account at most this often while the reader turns pages. */
export const SAVE_DEBOUNCE_MS = 2000;

const storageKey = (document: string) => {
  const user = loadUserInfo();
  return `${READING_KEY_PREFIX}${user?.cardNumber ?? user?.name ?? 'guest'}:${document}`;
};

function loadLocal<S>(document: string): Reading<S> | null {
  try {
    const kept = JSON.parse(localStorage.getItem(storageKey(document)) ?? 'null') as Reading<S> | null;
    return kept && typeof kept.savedAt === 'string' && typeof kept.progress === 'number' ? kept : null;
  } catch {
    return null;
  }
}

function parseServer<S>(kept: { state: string; progress: number; location?: string | null; savedAt: string }): Reading<S> | null {
  try {
    return { state: JSON.parse(kept.state) as S, progress: kept.progress, location: kept.location ?? null, savedAt: kept.savedAt };
  } catch {
    return null;
  }
}

const later = <S>(a: Reading<S> | null, b: Reading<S> | null) => (!a ? b : !b ? a : Date.parse(b.savedAt) > Date.parse(a.savedAt) ? b : a);

/**
 * The reader state of a document (spec §3; issue 13): this device's copy answers at once (instant
 * resume), the account's copy follows and wins if it is later (another device read further). Every
 * change is kept on the device at once and sent to the account debounced, and when the page is
 * hidden or left, so closing the tab loses nothing the device had.
 *
 * `defaults` fills settings a stored state lacks (a state saved before a setting existed).
 */
export function useReadingState<S extends object>(document: string | null, format: ReadingFormat, defaults: S) {
  const [initialDefaults] = useState(defaults);
  const [reading, setReading] = useState<Reading<S> | null>(() => (document ? loadLocal<S>(document) : null));
  const { data, loading } = useQuery(ReadingStateQuery, { variables: { document: document ?? '' }, skip: !document, fetchPolicy: 'network-only' });
  const [saveMutation] = useMutation(SaveReadingStateMutation);
  const pending = useRef<Reading<S> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The account's copy, once it answers, replaces the device's when it is later.
  const [adopted, setAdopted] = useState<string | null>(null);
  if (document && data && adopted !== document) {
    setAdopted(document);
    const server = data.readingState ? parseServer<S>(data.readingState) : null;
    const winner = later(reading, server);
    if (winner !== reading) setReading(winner);
    // The device read further than the account knows (it was offline): the account learns it.
    else if (reading && reading !== server) pending.current ??= reading;
  }

  const send = useCallback(() => {
    clearTimeout(timer.current);
    const next = pending.current;
    if (!next || !document) return;
    pending.current = null;
    void saveMutation({
      variables: {
        input: { document, format, state: JSON.stringify(next.state), progress: next.progress, location: next.location, savedAt: next.savedAt },
      },
    }).catch(() => {
      // Offline or refused: the device keeps the state; the next change or visit sends it again.
      pending.current ??= next;
    });
  }, [document, format, saveMutation]);

  const save = useCallback(
    (change: Partial<Omit<Reading<S>, 'savedAt'>>) => {
      if (!document) return;
      setReading((current) => {
        const next: Reading<S> = {
          state: { ...initialDefaults, ...current?.state, ...change.state } as S,
          progress: Math.min(1, Math.max(0, change.progress ?? current?.progress ?? 0)),
          location: change.location === undefined ? (current?.location ?? null) : change.location,
          savedAt: new Date().toISOString(),
        };
        localStorage.setItem(storageKey(document), JSON.stringify(next));
        pending.current = next;
        return next;
      });
      clearTimeout(timer.current);
      timer.current = setTimeout(send, SAVE_DEBOUNCE_MS);
    },
    [document, send, initialDefaults],
  );

  useEffect(() => {
    if (adopted) send();
  }, [adopted, send]);

  useEffect(() => {
    const hidden = () => {
      if (window.document.visibilityState === 'hidden') send();
    };
    window.addEventListener('pagehide', send);
    window.document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', send);
      window.document.removeEventListener('visibilitychange', hidden);
      send();
    };
  }, [send]);

  return {
    /** The settings and extra state, with defaults for what was never saved. */
    state: { ...initialDefaults, ...reading?.state } as S,
    progress: reading?.progress ?? 0,
    location: reading?.location ?? null,
    /** False until the account has answered (or failed): a reader may wait for it before opening at a place. */
    ready: !document || !loading,
    /** Whether anything was ever saved for this document (continue reading). */
    started: !!reading,
    save,
  };
}
