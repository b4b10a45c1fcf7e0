import type { HistoryEntry } from '../../src/config/bundle/history';
import { readHistoryAt } from '../../src/config/node/read-history';
import { text } from '../escape-output';
import { CliExit, type CliIO } from '../io';

export interface HistoryOptions {
  format: 'text' | 'json';
}

function line(e: HistoryEntry): string {
  if (e.problem) return `v${e.version}  ${e.problem}`;
  const state = e.withdrawn ? `WITHDRAWN${e.withdrawnBy === null ? '' : ` by v${e.withdrawnBy}`}` : e.current ? 'current' : '';
  const parts = [
    `v${e.version}`,
    e.createdAt,
    e.revision,
    `signed by ${e.signers.join(', ')}`,
    `expires ${e.expiresAt}`,
    e.dirty ? 'DIRTY' : '',
    state,
  ];
  return parts.filter(Boolean).join('  ');
}

/**
 * `meridian history <manifest>`: every version published beside a manifest (a path, a folder or an
 * http(s) URL), oldest first, with its time, revision, signers (key ids, as the manifest records
 * them; not checked against trusted keys: `meridian status` does), expiry, and whether a later
 * version withdrew it. Exit 2 when the manifest is missing, unreadable or unsigned.
 */
export async function historyCommand(io: CliIO, spec: string, opts: HistoryOptions): Promise<void> {
  let read;
  try {
    read = await readHistoryAt(spec, io.cwd);
  } catch (e) {
    io.err(text(`history: ${(e as Error).message}`));
    throw new CliExit(2);
  }
  const { history } = read;
  if (opts.format === 'json') {
    io.out(JSON.stringify({ manifest: spec, ...history }, null, 2));
    return;
  }
  const withdrawn = history.entries.filter((e) => e.withdrawn).length;
  io.out(
    text(
      `${spec}: ${history.entries.length} version${history.entries.length === 1 ? '' : 's'} published, v${history.current} current${withdrawn ? `, ${withdrawn} withdrawn` : ''}`,
    ),
  );
  for (const e of history.entries) io.out(text(`  ${line(e)}`));
}
