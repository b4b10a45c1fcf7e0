import { resolve } from 'node:path';
import { buildBundle, publish, readPublished } from '../../src/config/node/publish';
import { DEV_KEY_FILE, signingKey, type SigningKey } from '../../src/config/node/signing-key';
import { sourceRevision } from '../../src/config/node/source-revision';
import type { CompiledConfig } from '../../src/rules-model/compiled-types';
import { text } from '../escape-output';
import { CliExit, exitCodeOf, type CliIO } from '../io';
import { compileRevisionOrExit } from '../compile-or-exit';
import type { CompileResult } from '../../src/config/compile';
import { diffCommand } from './diff';
import { lint } from './lint';
import { testCommand } from './test';

export interface PublishOptions {
  out: string;
  keyFile?: string;
  dryRun: boolean;
  from?: string;
}

/** Runs another command quietly; when it fails, shows what it said and refuses to publish. */
async function gate(io: CliIO, name: string, run: (quiet: CliIO) => void | Promise<void>): Promise<void> {
  const said: string[] = [];
  const quiet: CliIO = { ...io, out: (t) => said.push(t), err: (t) => said.push(t) };
  try {
    await run(quiet);
  } catch (e) {
    const code = exitCodeOf(e);
    if (code === null) throw e;
    for (const line of said) io.err(line);
    io.err(`publish refused: \`meridian ${name}\` failed (exit ${code}); nothing was written`);
    throw new CliExit(1);
  }
}

/**
 * The configuration to publish: the working tree, checked by lint, or a revision's for a rollback;
 * either way its own rule tests must pass. Compiled once: lint's result is what the tests run on.
 */
async function configToPublish(io: CliIO, from: string | undefined): Promise<CompiledConfig> {
  let compiled: Extract<CompileResult, { ok: true }> | undefined;
  if (from === undefined)
    await gate(io, 'lint', (quiet) => {
      const result = lint(quiet, [], { format: 'text' });
      if (result.ok) compiled = result;
    });
  else compiled = compileRevisionOrExit(io, '--from', from, 1).result;
  if (!compiled) throw new Error('lint passed without a compiled configuration');
  const checked = compiled;
  await gate(io, from === undefined ? 'test' : `test (of ${from})`, (quiet) => testCommand(quiet, [], { verbose: false }, checked));
  return checked.config;
}

function keyOrExit(io: CliIO, keyFile: string | undefined): SigningKey {
  try {
    const key = signingKey({ root: io.cwd, keyFile: keyFile && resolve(io.cwd, keyFile), allowDev: true });
    if (key.source === 'dev') io.err(`signed with the development key (${DEV_KEY_FILE}): only a development build trusts it`);
    return key;
  } catch (e) {
    io.err(text(`publish: ${(e as Error).message}`));
    throw new CliExit(2);
  }
}

/**
 * `meridian publish`: a new signed version of the rule bundle in `--out` (default dist-rules/):
 * one content-named file per site and manifest.json (docs/adr/0214-signed-rule-bundles.md).
 * Refused (exit 1, nothing written) when lint or the rule tests fail. `--from <revision>` publishes
 * an earlier revision's sources as a new version (a rollback); `--dry-run` writes nothing and says
 * which sites' files would change.
 */
export async function publishCommand(io: CliIO, opts: PublishOptions): Promise<void> {
  const outDir = resolve(io.cwd, opts.out);
  let previous;
  try {
    previous = readPublished(outDir);
  } catch (e) {
    io.err(text(`publish: ${(e as Error).message}`));
    throw new CliExit(2);
  }
  const config = await configToPublish(io, opts.from);
  const key = keyOrExit(io, opts.keyFile);
  const input = { config, outDir, key, revision: sourceRevision(io.cwd, opts.from), now: io.now() };
  if (opts.dryRun) {
    const { manifest } = await buildBundle(input, previous?.version ?? 0);
    const changed = Object.keys(manifest.sites).filter((s) => previous?.sites[s]?.sha256 !== manifest.sites[s]!.sha256);
    const gone = Object.keys(previous?.sites ?? {}).filter((s) => !manifest.sites[s]);
    io.out(
      `dry run: version ${manifest.version} from ${manifest.revision} would replace ${previous ? `version ${previous.version} (${previous.revision})` : 'nothing published yet'}`,
    );
    io.out(
      changed.length || gone.length
        ? `sites whose rules change: ${[...changed, ...gone.map((s) => `${s} (removed)`)].join(', ')}`
        : 'no site changes: the new version would carry the same files',
    );
    if (!previous) return;
    // The decisions that change: `meridian diff` from the published revision's sources to these.
    if (/\+dirty$|^unknown$/.test(previous.revision))
      io.out(`no decision diff: version ${previous.version} was published from ${previous.revision}, which git cannot give back`);
    else await diffCommand(io, previous.revision, opts.from, { format: 'text', failOnChange: false });
    return;
  }
  const { manifest, written } = await publish(input);
  io.out(
    `published version ${manifest.version} (${manifest.revision}) to ${opts.out}: ${written.length} new site file${written.length === 1 ? '' : 's'}, ${Object.keys(manifest.sites).length} sites, key ${manifest.keyId}`,
  );
}
