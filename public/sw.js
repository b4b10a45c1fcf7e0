// Meridian service worker v1.0.0, scope /. It takes control and leaves every request to the
// network: the shell must never be served stale across a configuration change.
const VERSION = 'v1.0.0';
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('message', (event) => {
  if (event.data === 'version') event.source?.postMessage({ version: VERSION });
});
