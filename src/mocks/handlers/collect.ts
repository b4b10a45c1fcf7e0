import { http, HttpResponse } from 'msw';
import { mockContext, ok } from '../context';
import { anyOrigin } from '../data/store';
import { clearEvents, recordedEvents, recordEvents } from '../state';

/** A batch is { events: [...] }, a bare array, or one event object; anything else is rejected. */
function eventsOf(body: unknown): unknown[] | undefined {
  if (Array.isArray(body)) return body;
  if (typeof body !== 'object' || body === null) return undefined;
  const events = (body as { events?: unknown }).events;
  return Array.isArray(events) ? events : [body];
}

/** Analytics sink plus the /__mock/ introspection endpoints. */
export const collectHandlers = [
  http.post(anyOrigin('/api/web/v1/collect'), async ({ request }) => {
    let body: unknown;
    try {
      body = JSON.parse(await request.text());
    } catch {
      body = undefined;
    }
    const events = eventsOf(body);
    if (!events) return HttpResponse.json({ code: 400, message: 'expected a JSON batch' }, { status: 400 });
    recordEvents(events);
    return ok({ received: events.length });
  }),
  http.get(anyOrigin('/__mock/events'), () => HttpResponse.json({ events: recordedEvents() })),
  http.delete(anyOrigin('/__mock/events'), () => {
    clearEvents();
    return new HttpResponse(null, { status: 204 });
  }),
  http.get(anyOrigin('/__mock/whoami'), ({ request, cookies }) => {
    const { persona, site } = mockContext(request, cookies);
    return HttpResponse.json({ persona: persona.id, site: site.key });
  }),
];
