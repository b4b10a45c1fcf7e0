import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';

/**
 * The bytes of the regular file at `path`, never more than `limit`: a file over it, or anything that
 * is not a regular file (a FIFO, a device such as /dev/zero behind a symlink: their size says
 * nothing), is an Error before more than `limit` + 1 bytes are read. Opened without blocking, so a
 * FIFO with no writer is refused rather than waited on.
 */
export function readFileBounded(path: string, limit: number): Buffer {
  const fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) throw new Error(`${path}: not a regular file`);
    if (stat.size > limit) throw new Error(`${path}: ${stat.size} bytes, over the limit of ${limit} bytes`);
    const buffer = Buffer.alloc(limit + 1);
    let read = 0;
    for (let n; read < buffer.length && (n = readSync(fd, buffer, read, buffer.length - read, null)) > 0;) read += n;
    if (read > limit) throw new Error(`${path}: more than ${limit} bytes, over the limit`);
    return buffer.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}
