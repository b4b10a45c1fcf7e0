// Types of post-report.mjs for its test.
export const MARKER: string;
export function commentBody(report: string, runUrl?: string): string;
export function postReport(o: {
  api: string;
  repo: string;
  pr: string;
  token: string;
  body: string;
  fetch?: typeof fetch;
}): Promise<string>;
