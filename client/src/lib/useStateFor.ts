import { useState, type Dispatch, type SetStateAction } from 'react';

/**
 * State that belongs to one value of `key` (a page's path, a list's URL): whenever `key` changes it
 * starts again from `initial`. The reset happens while rendering (React's "adjusting state when a
 * prop changes"), so no frame shows the old value, as `useEffect(() => set(initial), [key])` did.
 */
export function useStateFor<K, T>(key: K, initial: T): [T, Dispatch<SetStateAction<T>>] {
  const [state, setState] = useState({ key, value: initial });
  const current = Object.is(state.key, key);
  // React renders again at once with the reset state, before anything is shown.
  if (!current) setState({ key, value: initial });
  const set: Dispatch<SetStateAction<T>> = (action) =>
    setState((previous) => ({ key, value: typeof action === 'function' ? (action as (value: T) => T)(previous.value) : action }));
  return [current ? state.value : initial, set];
}
