import { createContext, useContext } from 'react';

/**
 * Reloads the page (a fiat picked on a phone, shell §4). A context, so tests provide a spy:
 * jsdom cannot reload, nor spy on location.reload.
 */
export const PageReload = createContext<() => void>(() => location.reload());

export function usePageReload(): () => void {
  return useContext(PageReload);
}
