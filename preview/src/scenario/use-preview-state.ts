import { useCallback, useEffect, useRef, useState } from 'react';
import { sameState, type FactsCheck, type PreviewState } from './preview-state';
import { decodeState, encodeState } from './url-codec';

export type UpdateState = (next: PreviewState, mode?: 'push' | 'replace') => void;

/**
 * The preview's state, mirrored in the URL: discrete choices push a history entry (so back and
 * forward step through scenarios), typing replaces the current one.
 */
export function usePreviewState(initial: PreviewState, check: FactsCheck): [PreviewState, UpdateState] {
  const [state, setState] = useState(initial);
  const current = useRef(initial);
  const update = useCallback<UpdateState>((next, mode = 'push') => {
    if (sameState(next, current.current)) return;
    current.current = next;
    const url = `${window.location.pathname}${encodeState(next)}`;
    if (mode === 'push') window.history.pushState(null, '', url);
    else window.history.replaceState(null, '', url);
    setState(next);
  }, []);
  useEffect(() => {
    const onPop = () => {
      const next = decodeState(window.location.search, current.current, check).state ?? initial;
      current.current = next;
      setState(next);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [check, initial]);
  return [state, update];
}
