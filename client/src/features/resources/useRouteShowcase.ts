import { useMatches } from 'react-router-dom';
import { isShowcaseKey, type ShowcaseKey } from './showcases';

/** The showcase (newBooks, commendBook…) of the current route, from its `handle.showcase`; undefined elsewhere. */
export function useRouteShowcase(): ShowcaseKey | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const showcase = (matches[i].handle as { showcase?: unknown } | undefined)?.showcase;
    if (isShowcaseKey(showcase)) return showcase;
  }
  return undefined;
}
