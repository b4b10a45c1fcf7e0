import type { IncomingMessage, ServerResponse } from 'node:http';
import { isBackendPath } from './faults';

/** Finds the mocked answer for a Fetch request; undefined when no handler owns it. */
export type Responder = (request: Request) => Promise<Response | undefined>;
export type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** A Fetch Request from a Node request: method, URL, every header (cookie included) and body. */
export async function toFetchRequest(req: IncomingMessage, signal?: AbortSignal): Promise<Request> {
  // HTTP/2 names the host `:authority` and adds other pseudo-headers, which Fetch headers refuse.
  const host = req.headers.host ?? (req.headers[':authority'] as string | undefined) ?? 'localhost';
  const url = new URL(req.url ?? '/', `http://${host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const method = (req.method ?? 'GET').toUpperCase();
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
  return new Request(url, { method, headers, body: body && body.length > 0 ? Uint8Array.from(body) : undefined, signal });
}

/**
 * Streams a Fetch Response back: status, headers (each Set-Cookie kept apart) and body, as fast as
 * the client reads it (a full socket buffer waits for `drain`), and no further once the client has
 * gone: a body that never ends (the `endless` fault) costs the server a chunk, not its memory.
 */
export async function writeFetchResponse(res: ServerResponse, response: Response): Promise<void> {
  if (response.type === 'error') {
    // msw's HttpResponse.error(): the client must see a network error, not an HTTP answer.
    res.destroy();
    return;
  }
  res.statusCode = response.status;
  const cookies = response.headers.getSetCookie();
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      if (res.destroyed) {
        await reader.cancel().catch(() => undefined);
        return;
      }
      const { done, value } = await reader.read();
      if (done) break;
      if (!res.write(value))
        await new Promise<void>((resolve) => {
          const done = () => {
            res.off('drain', done);
            res.off('close', done);
            resolve();
          };
          res.on('drain', done);
          res.on('close', done);
        });
    }
  }
  res.end();
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(body));
}

/**
 * Connect middleware: backend paths are answered by `responder` (loaded on first use), everything
 * else goes to `next`. Unhandled backend paths get a 404 JSON answer.
 */
export function createBackendMiddleware(loadResponder: () => Promise<Responder>): Middleware {
  let responder: Promise<Responder> | undefined;
  return (req, res, next) => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    if (!isBackendPath(pathname)) {
      next();
      return;
    }
    const controller = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) controller.abort();
    });
    void (async () => {
      try {
        responder ??= loadResponder();
        const request = await toFetchRequest(req, controller.signal);
        const response = await (await responder)(request);
        if (controller.signal.aborted) return;
        if (response) await writeFetchResponse(res, response);
        else sendJson(res, 404, { code: 404, message: `no embedded answer for ${req.method ?? 'GET'} ${pathname}` });
      } catch (error) {
        if (res.headersSent) res.destroy();
        else sendJson(res, 500, { code: 500, message: error instanceof Error ? error.message : 'embedded backend error' });
      }
    })();
  };
}
