import type { Plugin } from 'vite';
import { createBackendMiddleware, toFetchRequest, type Middleware, type Responder } from './node-adapter';

/** msw and the handlers load on the first backend request, not when the Vite config loads. */
async function loadResponder(): Promise<Responder> {
  const [{ getResponse }, { handlers }] = await Promise.all([import('msw'), import('./handlers')]);
  return (request) => getResponse(handlers, request);
}

/** A page (an HTML request) asked with only a logged-in persona's cookie gets its session cookies too (persona-session.ts). */
const personaSession: Middleware = (req, res, next) => {
  if (
    req.method !== 'GET' ||
    !(req.headers.accept ?? '').includes('text/html') ||
    !(req.headers.cookie ?? '').includes('meridian_persona=')
  ) {
    next();
    return;
  }
  void (async () => {
    try {
      const [{ personaSessionCookies }, request] = await Promise.all([import('./persona-session'), toFetchRequest(req)]);
      const cookies = personaSessionCookies(request);
      if (cookies.length > 0) res.setHeader('set-cookie', cookies);
    } finally {
      next();
    }
  })();
};

/**
 * The embedded exchange backend in `vite` and `vite preview`: requests under /api/, /apiw/,
 * /apiweb/, /json_svr/, /logout, /js/tool/ and /__mock/ are answered by the msw handlers.
 */
export function embeddedBackend(): Plugin {
  const middleware = createBackendMiddleware(loadResponder);
  const withSession: Middleware = (req, res, next) => personaSession(req, res, () => middleware(req, res, next));
  return {
    name: 'meridian-embedded-backend',
    configureServer(server) {
      server.middlewares.use(withSession);
    },
    configurePreviewServer(server) {
      server.middlewares.use(withSession);
    },
  };
}
