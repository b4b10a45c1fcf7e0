import type { Plugin } from 'vite';
import { createBackendMiddleware, type Responder } from './node-adapter';

/** msw and the handlers load on the first backend request, not when the Vite config loads. */
async function loadResponder(): Promise<Responder> {
  const [{ getResponse }, { handlers }] = await Promise.all([import('msw'), import('./handlers')]);
  return (request) => getResponse(handlers, request);
}

/**
 * The embedded exchange backend in `vite` and `vite preview`: requests under /api/, /apiw/,
 * /apiweb/, /json_svr/, /logout, /js/tool/ and /__mock/ are answered by the msw handlers.
 */
export function embeddedBackend(): Plugin {
  const middleware = createBackendMiddleware(loadResponder);
  return {
    name: 'meridian-embedded-backend',
    configureServer(server) {
      server.middlewares.use(middleware);
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware);
    },
  };
}
