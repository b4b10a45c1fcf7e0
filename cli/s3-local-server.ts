// A real S3-compatible server (s3rver) on a random port over a temporary folder, for the tests
// (cli/s3-test-server.ts) and the bench (bench/rules-path.ts): the record of the objects it stored,
// in the order it stored them, and a close that removes the folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The credentials s3rver accepts, as the standard AWS variables the SDK reads. */
export const S3RVER_ENV = {
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
  AWS_REGION: 'us-east-1',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
} as const;

export interface LocalS3 {
  endpoint: string;
  /** Keys stored (PUT or COPY), in the order the server stored them. */
  stored: string[];
  close(): Promise<void>;
}

/** Starts s3rver with `buckets` made; the caller sets S3RVER_ENV for the SDK and closes the server. */
export async function startLocalS3(buckets: string[]): Promise<LocalS3> {
  const { default: S3rver } = await import('s3rver');
  const directory = mkdtempSync(join(tmpdir(), 'meridian-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  });
  const { port } = await server.run();
  const stored: string[] = [];
  server.on('event', (e) => {
    for (const r of e.Records) if (/^ObjectCreated:/.test(r.eventName)) stored.push(decodeURIComponent(r.s3.object.key));
  });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stored,
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
