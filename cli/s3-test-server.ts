// For the tests: a real S3-compatible server (s3rver) on a random port over a temporary folder,
// stopped when the test ends, and the record of the objects it stored, in the order it stored them.
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { onTestFinished, vi } from 'vitest';
import { S3RVER_ENV, startLocalS3 } from './s3-local-server';

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
  const server = await startLocalS3(buckets);
  onTestFinished(() => server.close());
  onTestFinished(() => {
    vi.unstubAllEnvs();
  });
  for (const [name, value] of Object.entries(S3RVER_ENV)) vi.stubEnv(name, value);
  const { endpoint, stored } = server;
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
