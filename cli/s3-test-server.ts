// For the tests: a real S3-compatible server (s3rver) on a random port over a temporary folder,
// stopped when the test ends, and the record of the objects it stored, in the order it stored them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { onTestFinished, vi } from 'vitest';

export interface TestS3 {
  endpoint: string;
  /** Keys stored (PUT or COPY), in the order the server stored them. */
  stored: string[];
  client: S3Client;
  /** The object's Cache-Control and Content-Type as HeadObject reads them back. */
  head(bucket: string, key: string): Promise<{ cacheControl?: string; contentType?: string }>;
}

/** Starts s3rver with `buckets` made, and the standard AWS variables set to its credentials. */
export async function startS3(buckets: string[]): Promise<TestS3> {
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
  onTestFinished(async () => {
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  });
  onTestFinished(() => {
    vi.unstubAllEnvs();
  });
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'S3RVER');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'S3RVER');
  vi.stubEnv('AWS_REGION', 'us-east-1');
  vi.stubEnv('AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED', 'true');
  const stored: string[] = [];
  server.on('event', (e) => {
    for (const r of e.Records) if (/^ObjectCreated:/.test(r.eventName)) stored.push(decodeURIComponent(r.s3.object.key));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, forcePathStyle: true, region: 'us-east-1' });
  return {
    endpoint,
    stored,
    client,
    head: async (bucket, key) => {
      const h = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      return { cacheControl: h.CacheControl, contentType: h.ContentType };
    },
  };
}
