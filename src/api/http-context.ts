import { createContext, useContext } from 'react';
import { browserHttp, type HttpConfig } from './http';

/**
 * The HttpConfig the hooks' calls run with (ADR 0220): the page's (`browserHttp`) unless a provider
 * says otherwise, so the app needs none; a Node test gives its test backend's
 * (`<HttpContext.Provider value={backend.http}>`, or `renderShell(ui, { http })`). Kept apart from
 * http.ts so the calls the boot makes before React (the *-call.ts modules) stay free of React.
 */
export const HttpContext = createContext<HttpConfig>(browserHttp);

export const HttpProvider = HttpContext.Provider;

export function useHttp(): HttpConfig {
  return useContext(HttpContext);
}
