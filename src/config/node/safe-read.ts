// Configuration files are untrusted input, and so is the folder they sit in: a pull request can add
// a symlink to /proc/self/environ or ~/.npmrc, a dangling link or a loop, or a named pipe that
// blocks whoever opens it. Every reader of configuration files (sites/, rules/, rules/tests/,
// locales/, --facts, the Vite plugin through readSources) goes through this module, which reads
// only regular files whose real path is inside the configuration root, and says why otherwise.
import { closeSync, constants, fstatSync, lstatSync, openSync, readdirSync, readFileSync, realpathSync, type Stats } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';

/**
 * The most a reader takes from one file: a hard cap so that a huge file is refused before it is
 * read (the documented per-file limit of the parser is lower and located; this one only guards memory).
 */
export const MAX_READ_BYTES = 16 * 1024 * 1024;

/** A configuration path that is not read, relative to the root, and why (`symlink to outside`). */
export interface Refusal {
  file: string;
  reason: string;
}

/** The message every reader prints for a refusal, after `file:1:1`. */
export const refusalMessage = (reason: string): string => `not a regular file inside the repository (${reason})`;

function kindOf(st: Stats): string {
  if (st.isFIFO()) return 'named pipe';
  if (st.isSocket()) return 'socket';
  if (st.isBlockDevice() || st.isCharacterDevice()) return 'device';
  if (st.isDirectory()) return 'folder';
  return 'not a regular file';
}

const isInside = (root: string, path: string) => {
  const rel = relative(root, path);
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel));
};

const code = (e: unknown) => (e as NodeJS.ErrnoException).code ?? 'unreadable';

/** The real path of `root`, so that containment is judged on real paths on both sides. */
function realRoot(root: string): string {
  try {
    return realpathSync(root);
  } catch {
    return resolve(root);
  }
}

/**
 * Reads `file` (relative to `root`) when it is a regular file whose real path is inside `root`; a
 * symlink is followed only that far. Anything else is refused without being opened: the decision
 * is made on lstat/realpath, and the file is then opened non-blocking and without following a
 * link, and checked again on the open descriptor (so a swap after the check is refused too).
 */
export function readInside(root: string, file: string, maxBytes = MAX_READ_BYTES): { bytes: Buffer } | { refused: string } {
  const full = resolve(root, file);
  let link: Stats;
  try {
    link = lstatSync(full);
  } catch (e) {
    return { refused: code(e) === 'ENOENT' ? 'missing' : `cannot be read: ${code(e)}` };
  }
  let real: string;
  try {
    real = realpathSync(full);
  } catch (e) {
    const c = code(e);
    return { refused: c === 'ELOOP' ? 'symlink loop' : c === 'ENOENT' ? 'dangling symlink' : `cannot be read: ${c}` };
  }
  if (!isInside(realRoot(root), real)) return { refused: link.isSymbolicLink() ? 'symlink to outside' : 'outside the repository' };
  let fd: number;
  try {
    // O_NONBLOCK: opening a named pipe that slipped past the checks returns at once instead of waiting for a writer.
    fd = openSync(real, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0));
  } catch (e) {
    return { refused: code(e) === 'ELOOP' ? 'symlink loop' : `cannot be read: ${code(e)}` };
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) return { refused: kindOf(st) };
    if (st.size > maxBytes) return { refused: `larger than ${maxBytes / 1024 / 1024} MiB` };
    return { bytes: readFileSync(fd) };
  } catch (e) {
    return { refused: `cannot be read: ${code(e)}` };
  } finally {
    closeSync(fd);
  }
}

/**
 * Every file under `folder` (relative to `root`), as root-relative paths with `/`. Folders are
 * entered only when they are real folders: a symlinked folder is refused, not followed, so a link
 * loop cannot make the walk endless and a link cannot graft another tree into the configuration.
 * Entries are not opened here; read them with readInside.
 */
export function listFiles(root: string, folder: string): { files: string[]; refused: Refusal[] } {
  const files: string[] = [];
  const refused: Refusal[] = [];
  const walk = (rel: string) => {
    let entries;
    try {
      entries = readdirSync(join(root, rel), { withFileTypes: true });
    } catch {
      return; // a missing or unreadable folder holds no configuration (as before)
    }
    for (const entry of entries) {
      const path = `${rel}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (entry.isSymbolicLink() && isFolderLink(join(root, path)))
        refused.push({ file: path, reason: 'symlinked folder: not followed' });
      else files.push(path);
    }
  };
  let top: Stats | null = null;
  try {
    top = lstatSync(join(root, folder));
  } catch {
    top = null;
  }
  if (top?.isSymbolicLink()) refused.push({ file: folder, reason: 'symlinked folder: not followed' });
  else if (top?.isDirectory()) walk(folder);
  return { files: files.sort(), refused };
}

function isFolderLink(path: string): boolean {
  try {
    return lstatSync(realpathSync(path)).isDirectory();
  } catch {
    return false; // dangling or looping: judged (and refused) as a file by readInside
  }
}

/**
 * A file named on the command line (`--facts f`), as text. The same rule as configuration files:
 * inside the working folder, a link may not lead out of it (a committed link is configuration too);
 * a path the person typed outside it is read from its own folder, by the same rule. Throws with the reason.
 */
export function readNamedFile(cwd: string, path: string): string {
  const full = resolve(cwd, path);
  const root = isInside(resolve(cwd), full) ? cwd : dirname(full);
  const read = readInside(root, relative(root, full));
  if ('refused' in read) throw new Error(refusalMessage(read.refused));
  return read.bytes.toString('utf8');
}
