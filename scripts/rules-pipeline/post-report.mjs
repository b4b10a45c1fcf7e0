#!/usr/bin/env node
// Posts `meridian ci`'s markdown report to the pull request as one comment, edited in place on each
// later run (found by its marker), through the GitHub REST API. Usage: post-report.mjs <report.md>
// with GITHUB_TOKEN, GITHUB_REPOSITORY, PR_NUMBER (and GITHUB_API_URL on GitHub Enterprise).
// A token that may not write (a pull request from a fork) gets a warning, not a failure: the job
// summary still has the report.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const MARKER = '<!-- meridian-ci-report -->';
/** GitHub refuses a comment body over 65,536 characters. */
const MAX_BODY = 65_000;

/** The comment's body: the marker, then the report, cut short with a pointer to the run when too long. */
export function commentBody(report, runUrl) {
  const head = `${MARKER}\n`;
  if (head.length + report.length <= MAX_BODY) return head + report;
  const tail = `\n\n… the report is cut short here; the whole of it is in the job summary${runUrl ? `: ${runUrl}` : ''}.\n`;
  return head + report.slice(0, MAX_BODY - head.length - tail.length) + tail;
}

/** Creates or updates the pull request's report comment; returns what it did. */
export async function postReport({ api, repo, pr, token, body, fetch = globalThis.fetch }) {
  const headers = {
    accept: 'application/vnd.github+json',
    authorization: `Bearer ${token}`,
    'x-github-api-version': '2022-11-28',
    'content-type': 'application/json',
  };
  const call = async (method, path, payload) => {
    const r = await fetch(`${api}${path}`, { method, headers, body: payload && JSON.stringify(payload) });
    if (!r.ok) throw Object.assign(new Error(`${method} ${path}: HTTP ${r.status} ${await r.text()}`), { status: r.status });
    return r.json();
  };
  let existing;
  for (let page = 1; page <= 10 && !existing; page++) {
    const comments = await call('GET', `/repos/${repo}/issues/${pr}/comments?per_page=100&page=${page}`);
    existing = comments.find((c) => typeof c.body === 'string' && c.body.startsWith(MARKER));
    if (comments.length < 100) break;
  }
  if (existing) {
    await call('PATCH', `/repos/${repo}/issues/comments/${existing.id}`, { body });
    return `updated comment ${existing.id}`;
  }
  const created = await call('POST', `/repos/${repo}/issues/${pr}/comments`, { body });
  return `posted comment ${created.id}`;
}

async function main() {
  const [file] = process.argv.slice(2);
  const env = process.env;
  const missing = ['GITHUB_TOKEN', 'GITHUB_REPOSITORY', 'PR_NUMBER'].filter((k) => !env[k]);
  if (!file || missing.length) {
    console.error(`usage: post-report.mjs <report.md>, with ${missing.join(', ') || 'the variables'} set`);
    process.exit(2);
  }
  if (!/^[\w.-]+\/[\w.-]+$/.test(env.GITHUB_REPOSITORY) || !/^\d+$/.test(env.PR_NUMBER)) {
    console.error('post-report.mjs: GITHUB_REPOSITORY must be owner/name and PR_NUMBER a number');
    process.exit(2);
  }
  const runUrl =
    env.GITHUB_RUN_ID && `${env.GITHUB_SERVER_URL ?? 'https://github.com'}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`;
  const body = commentBody(readFileSync(file, 'utf8'), runUrl);
  try {
    const what = await postReport({
      api: env.GITHUB_API_URL ?? 'https://api.github.com',
      repo: env.GITHUB_REPOSITORY,
      pr: env.PR_NUMBER,
      token: env.GITHUB_TOKEN,
      body,
    });
    console.log(`post-report: ${what} on pull request #${env.PR_NUMBER}`);
  } catch (e) {
    if (e.status === 403 || e.status === 404) {
      console.log(
        `::warning::the report was not posted to the pull request (${e.message.replace(/[\r\n]+/g, ' ').slice(0, 300)}); it is in the job summary`,
      );
      return;
    }
    console.error(`post-report: ${e.message}`);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
