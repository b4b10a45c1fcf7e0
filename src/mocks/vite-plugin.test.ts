import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PreviewServer, ViteDevServer } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import type { Middleware } from './node-adapter';
import { embeddedBackend } from './vite-plugin';

type Hook<T> = ((server: T) => unknown) | { handler: (server: T) => unknown };
const call = <T>(hook: Hook<T> | undefined, server: T): unknown => (typeof hook === 'function' ? hook(server) : hook?.handler(server));

/** A stand-in for Vite's server: only `middlewares.use` is touched by the plugin. */
function fakeServer(): { used: Middleware[]; server: ViteDevServer & PreviewServer } {
  const used: Middleware[] = [];
  const server = { middlewares: { use: (m: Middleware) => used.push(m) } } as unknown as ViteDevServer & PreviewServer;
  return { used, server };
}

const servers: Server[] = [];
afterAll(() => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))));

async function serve(middleware: Middleware): Promise<string> {
  const server = createServer((req, res) => middleware(req, res, () => res.end('next')));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('embeddedBackend()', () => {
  it('adds its middleware to both the dev and the preview server', async () => {
    const plugin = embeddedBackend();
    const dev = fakeServer();
    const preview = fakeServer();
    call(plugin.configureServer as Hook<ViteDevServer>, dev.server);
    call(plugin.configurePreviewServer as Hook<PreviewServer>, preview.server);
    expect(dev.used).toHaveLength(1);
    expect(preview.used).toHaveLength(1);

    for (const middleware of [dev.used[0], preview.used[0]]) {
      const origin = await serve(middleware!);
      const res = await fetch(`${origin}/api/web/v1/compliance/check`, { headers: { cookie: 'meridian_persona=risk_user' } });
      const body = (await res.json()) as { data: { toast: { kyc_toast: { is_risk_user: boolean } } } };
      expect(body.data.toast.kyc_toast.is_risk_user).toBe(true);
      expect(await (await fetch(`${origin}/index.html`)).text()).toBe('next');
      // A page asked with only a logged-in persona's cookie gets the session cookies (issue 22).
      const page = await fetch(`${origin}/myaccount`, { headers: { cookie: 'meridian_persona=trader', accept: 'text/html' } });
      expect(page.headers.getSetCookie().map((c) => c.split(';')[0])).toEqual(['uid=1001', 'nickname=ann']);
      expect(await page.text()).toBe('next');
    }
  });
});
