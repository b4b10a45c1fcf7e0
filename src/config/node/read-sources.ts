import type { ConfigSource } from '../compile';
import { ConfigInvalidError, type ConfigError } from '../config-error';
import { decodeConfigText } from '../decode-text';
import { kindOfFile } from '../schemas';
import { listFiles, readInside, refusalMessage } from './safe-read';

/** A file that was not read, as a located error (line 1, column 1: the file itself is the problem). */
export function refusedError(file: string, reason: string): ConfigError {
  return { file, line: 1, col: 1, path: '', message: refusalMessage(reason), severity: 'error', check: 'yaml' };
}

/**
 * Reads every configuration file under `root` (sites/, rules/) as sources with repo-relative paths.
 * Only regular files inside `root` are read (src/config/node/safe-read.ts); any other entry that would be
 * configuration is an error, and the rest of the configuration is still read and checked.
 */
export function readConfigSources(root: string): { sources: ConfigSource[]; errors: ConfigError[] } {
  const sources: ConfigSource[] = [];
  const errors: ConfigError[] = [];
  for (const folder of ['sites', 'rules']) {
    const { files, refused } = listFiles(root, folder);
    for (const r of refused) errors.push(refusedError(r.file, r.reason));
    for (const file of files.filter((f) => kindOfFile(f))) {
      const read = readInside(root, file);
      if ('refused' in read) errors.push(refusedError(file, read.refused));
      else {
        const decoded = decodeConfigText(file, read.bytes); // not UTF-8, or over the size limit: a located error
        if ('error' in decoded) errors.push(decoded.error);
        else sources.push({ file, text: decoded.text });
      }
    }
  }
  return { sources: sources.sort((a, b) => a.file.localeCompare(b.file)), errors };
}

/** The sources under `root` for callers that cannot go on without all of them (the build, tests); throws the located errors otherwise. */
export function readSources(root: string): ConfigSource[] {
  const { sources, errors } = readConfigSources(root);
  if (errors.length) throw new ConfigInvalidError(errors);
  return sources;
}
