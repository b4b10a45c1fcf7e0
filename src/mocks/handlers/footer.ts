import { http, HttpResponse } from 'msw';
import { anyOrigin } from '../data/store';

/**
 * The footer's outside services, embedded: the React file of the CDN check (shell §7: fetched 5 s
 * after the footer loads) and the error-reporting service it reports 'cdn access error' to
 * (shell §8). The CDN stand-in is under /js/tool/, so the meridian_fault cookie can break it.
 */
export const REACT_CDN_PATH = '/js/tool/cdn/react.production.min.js';
export const ERROR_REPORTS_PATH = '/__mock/error-reports';
const MAX_REPORTS = 200;

const reports: unknown[] = [];

export function resetErrorReports(): void {
  reports.length = 0;
}

export const footerHandlers = [
  http.get(
    anyOrigin(REACT_CDN_PATH),
    () =>
      new HttpResponse('/* React stand-in served by the embedded backend for the footer CDN check. */\n', {
        headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' },
      }),
  ),
  http.post(anyOrigin(ERROR_REPORTS_PATH), async ({ request }) => {
    let body: unknown;
    try {
      body = JSON.parse(await request.text());
    } catch {
      return HttpResponse.json({ message: 'expected a JSON report' }, { status: 400 });
    }
    reports.push(body);
    if (reports.length > MAX_REPORTS) reports.splice(0, reports.length - MAX_REPORTS);
    return new HttpResponse(null, { status: 204 });
  }),
  http.get(anyOrigin(ERROR_REPORTS_PATH), () => HttpResponse.json({ reports: [...reports] })),
  http.delete(anyOrigin(ERROR_REPORTS_PATH), () => {
    resetErrorReports();
    return new HttpResponse(null, { status: 204 });
  }),
];
