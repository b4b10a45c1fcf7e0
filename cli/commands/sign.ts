import { resolve } from 'node:path';
import { addSignature } from '../../src/config/node/publish';
import { DEV_KEY_FILE, signingKey } from '../../src/config/node/signing-key';
import { text } from '../escape-output';
import { CliExit, type CliIO } from '../io';

export interface SignOptions {
  keyFile?: string;
}

/**
 * `meridian sign <manifest>`: a further approver's signature on a published release (four eyes,
 * docs/rules-bundles.md). Nothing signed changes — the version, the files, the withdrawn list, the
 * freshness — so the first signature still holds; a page applies the release once the build's
 * threshold of distinct trusted keys has signed it. Signing twice with one key adds nothing.
 */
export async function signCommand(io: CliIO, manifestPath: string, opts: SignOptions): Promise<void> {
  let key;
  try {
    key = signingKey({ root: io.cwd, keyFile: opts.keyFile && resolve(io.cwd, opts.keyFile), allowDev: true });
  } catch (e) {
    io.err(text(`sign: ${(e as Error).message}`));
    throw new CliExit(2);
  }
  if (key.source === 'dev') io.err(`signing with the development key (${DEV_KEY_FILE}): only a development build trusts it`);
  let signed;
  try {
    signed = await addSignature(resolve(io.cwd, manifestPath), key);
  } catch (e) {
    io.err(text(`sign: ${(e as Error).message}`));
    throw new CliExit(2);
  }
  const { manifest, already } = signed;
  const keyIds = manifest.signatures.map((s) => s.keyId);
  io.out(
    text(
      already
        ? `version ${manifest.version} is already signed by this key (signers: ${keyIds.join(', ')}): nothing added`
        : `signed version ${manifest.version} (${manifest.revision}): now ${keyIds.length} signature${keyIds.length === 1 ? '' : 's'} (${keyIds.join(', ')})`,
    ),
  );
}
