import { chromium } from 'playwright-core';
import { CHROMIUM, serveBuild, stopServer } from './bench/serve';
process.env.BENCH_SKIP_BUILD = '1';
const { baseURL } = await serveBuild();
const browser = await chromium.launch(CHROMIUM);
const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
await context.addCookies([{ name: 'meridian_site', value: 'main', url: baseURL }]);
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Network.enable');
const t0 = Date.now();
cdp.on('Network.requestWillBeSent', (e: any) => {
  if (!/\.js/.test(e.request.url)) return;
  const st = e.initiator?.stack;
  const frames: string[] = [];
  let s = st; while (s) { for (const f of s.callFrames) frames.push(`${f.functionName}@${f.url.split('/').pop()}:${f.lineNumber}`); s = s.parent; }
  console.log(Date.now() - t0, e.request.url.split('/').pop(), e.initiator.type, frames.slice(0, 6).join(' < '));
});
await page.goto('/', { waitUntil: 'load' });
await page.waitForTimeout(3000);
await browser.close();
await stopServer();
