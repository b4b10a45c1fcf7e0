import { BUNDLE_CONTENT_TYPE, byteLimitOf } from '../src/config/bundle/bundle-files';
import { readBounded } from '../src/config/bundle/bounded-read';
import { text } from './escape-output';
import { CliExit, type CliIO } from './io';

/**
 * The most names a listing reads: every version file a series may hold (MAX_HISTORY_VERSIONS) with a
 * dozen site files each, and room to spare (about 20 MB of names at most).
 */
export const MAX_LISTED_KEYS = 250_000;

/** Exit codes of a store that cannot be used (docs/rules-bundles.md "Hosting"): a CI job can tell a retry from a fix. */
export const STORE_EXIT = { unreachable: 3, noBucket: 4, denied: 5 } as const;

/** `s3://bucket/prefix` (prefix may be empty); null when `url` is not one. */
export function parseS3Url(url: string): { bucket: string; prefix: string } | null {
  const m = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/i.exec(url);
  if (!m) return null;
  const prefix = (m[2] ?? '').replace(/\/+$/, '');
  return prefix.split('/').some((p) => p === '.' || p === '..') ? null : { bucket: m[1]!, prefix };
}

export const isS3Url = (s: string): boolean => /^s3:\/\//i.test(s);

/** A folder of an object store: names are relative to its prefix. */
export interface ObjectStore {
  /** `s3://bucket/prefix`, for messages. */
  readonly label: string;
  /**
   * The names under the prefix (or under its folder `under`, as `versions/`). More than `limit`
   * (default MAX_LISTED_KEYS) is a StoreError (exit 1), given once the store has answered more keys,
   * repeated ones counted, or more pages than that many keys fill: no further page is asked for.
   */
  list(under?: string, limit?: number): Promise<Set<string>>;
  /**
   * The object's bytes; null when there is no such object. An object larger than `limit` (by
   * default what a bundle file of that name may take, byteLimitOf()) is a StoreError (exit 1), not
   * read past the limit.
   */
  get(name: string, limit?: number): Promise<Uint8Array | null>;
  /** The object's bytes and ETag (as the store gave it), as get() bounds them; null when there is no such object. */
  getTagged(name: string, limit?: number): Promise<Stored | null>;
  /**
   * Stores `bytes` as `name`. With `ifMatch`, only over the object of that ETag; with `ifNoneMatch: '*'`,
   * only where there is none (S3 conditional writes: AWS S3, R2, MinIO). A store that answers 412 or
   * 409 to the condition gives a StoreError (exit 1); a store that ignores the header writes anyway.
   */
  put(name: string, bytes: Uint8Array, cacheControl: string, condition?: PutCondition): Promise<void>;
}

/** An object as read: its bytes and ETag. */
export interface Stored {
  bytes: Uint8Array;
  etag?: string;
}

export type PutCondition = { ifMatch: string } | { ifNoneMatch: '*' };

/** What a read-modify-write was built on changed in the store before its upload: another publish, promote, signature or refresh. */
export function changedMeanwhile(label: string, name: string): StoreError {
  return new StoreError(
    `${label}/${name} changed after it was read (another publish, promote, signature or refresh ran meanwhile): not overwritten; run the command again`,
    1,
  );
}

/** A listing longer than any series meridian publishes (exit 1). */
export const tooManyListed = (label: string, limit: number, under = ''): StoreError =>
  new StoreError(`${label}: lists more than ${limit} objects${under ? ` under ${under}` : ''}: not a series meridian published`, 1);

/** A store that cannot be used, said in one line, with the exit code it gives. */
export class StoreError extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
  }
}

interface AwsLikeError {
  name?: string;
  code?: string;
  message?: string;
  $metadata?: { httpStatusCode?: number };
}

const NETWORK = /^(ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ECONNRESET|EHOSTUNREACH|ENETUNREACH|EPIPE)$/;
const DENIED = /^(AccessDenied|InvalidAccessKeyId|SignatureDoesNotMatch|ExpiredToken|InvalidToken|Forbidden)$/;

/** What the SDK threw, as a StoreError with its cause named and no stack. */
export function storeError(e: unknown, where: string, endpoint: string | undefined): StoreError {
  const err = (e ?? {}) as AwsLikeError;
  const name = err.name ?? '';
  const status = err.$metadata?.httpStatusCode;
  const host = endpoint ?? 'AWS S3';
  if (NETWORK.test(err.code ?? '') || NETWORK.test(name) || name === 'TimeoutError' || name === 'RequestTimeout')
    return new StoreError(`${where}: cannot reach ${host} (${err.code ?? name}); check --endpoint and the network`, STORE_EXIT.unreachable);
  if (name === 'NoSuchBucket') return new StoreError(`${where}: no such bucket at ${host}`, STORE_EXIT.noBucket);
  if (name === 'CredentialsProviderError')
    return new StoreError(`${where}: no credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or AWS_PROFILE)`, STORE_EXIT.denied);
  if (DENIED.test(name) || status === 403)
    return new StoreError(
      `${where}: access denied by ${host} (${name || status}): check the credentials and the bucket's policy`,
      STORE_EXIT.denied,
    );
  return new StoreError(
    `${where}: ${host} answered ${name || 'an error'}${status ? ` (HTTP ${status})` : ''}: ${err.message ?? ''}`,
    STORE_EXIT.unreachable,
  );
}

/** Prints a StoreError and exits with its code; anything else is a crash and is thrown on. */
export function exitOnStoreError(io: CliIO, e: unknown): never {
  if (!(e instanceof StoreError)) throw e;
  io.err(text(e.message));
  throw new CliExit(e.exitCode);
}

/**
 * The S3 folder `url` names, through the AWS SDK (imported only here, when a command needs it).
 * Credentials and region come from the standard AWS variables; `endpoint` (R2, MinIO) switches to
 * path-style addressing and sends checksums only where S3 requires them, as those stores expect.
 */
export async function openS3Store(url: string, endpoint?: string): Promise<ObjectStore> {
  const at = parseS3Url(url);
  if (!at) throw new StoreError(`${url}: not an s3://bucket/prefix location`, 2);
  // The SDK's notice that its releases after January 2027 need Node 22 says nothing about this run.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const s3 = await import('@aws-sdk/client-s3');
  const client = new s3.S3Client({
    region: process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION ?? 'us-east-1',
    ...(endpoint
      ? { endpoint, forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  const { bucket, prefix } = at;
  const key = (name: string) => (prefix ? `${prefix}/${name}` : name);
  const label = `s3://${bucket}${prefix ? `/${prefix}` : ''}`;
  const wrap = async <T>(what: string, call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (e) {
      if (e instanceof StoreError) throw e;
      throw storeError(e, `${label}: ${what}`, endpoint);
    }
  };
  const getTagged = (name: string, limit = byteLimitOf(name)) =>
    wrap(`read ${name}`, async (): Promise<Stored | null> => {
      try {
        const got = await client.send(new s3.GetObjectCommand({ Bucket: bucket, Key: key(name) }));
        const tooLarge = (detail: string) => new StoreError(`${label}/${name}: ${detail}: not a bundle file meridian published`, 1);
        if (got.ContentLength !== undefined && got.ContentLength > limit) {
          await got.Body?.transformToWebStream()
            .cancel()
            .catch(() => undefined);
          throw tooLarge(`${got.ContentLength} bytes, over the limit of ${limit} bytes`);
        }
        if (!got.Body) return { bytes: new Uint8Array(), etag: got.ETag };
        const read = await readBounded(new Response(got.Body.transformToWebStream()), limit);
        if (!read.ok) throw tooLarge(read.detail);
        return { bytes: read.bytes, etag: got.ETag };
      } catch (e) {
        if ((e as AwsLikeError).name === 'NoSuchKey') return null;
        throw e;
      }
    });
  return {
    label,
    list: (under = '', limit = MAX_LISTED_KEYS) =>
      wrap('list', async () => {
        const names = new Set<string>();
        const from = `${prefix ? `${prefix}/` : ''}${under}`;
        // Keys answered and pages asked, repeats and empty pages counted: a store that pages for ever ends here.
        let keys = 0;
        let pages = 0;
        let token: string | undefined;
        do {
          if (++pages > Math.ceil(limit / 1000) + 1 || keys > limit) throw tooManyListed(label, limit, under);
          const page = await client.send(
            new s3.ListObjectsV2Command({ Bucket: bucket, Prefix: from || undefined, ContinuationToken: token, MaxKeys: 1000 }),
          );
          // S3 pages hold 1,000 keys at most: a larger page is no S3 answer (its body is parsed by the SDK, unbounded: noted).
          if ((page.Contents?.length ?? 0) > 1000)
            throw new StoreError(
              `${label}: answered a listing page of ${page.Contents!.length} keys (S3 sends 1,000 at most): not an S3 store`,
              1,
            );
          for (const o of page.Contents ?? []) if (o.Key) names.add(prefix ? o.Key.slice(prefix.length + 1) : o.Key);
          keys += page.Contents?.length ?? 0;
          token = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (token);
        if (keys > limit) throw tooManyListed(label, limit, under);
        return names;
      }),
    getTagged,
    get: async (name, limit) => (await getTagged(name, limit))?.bytes ?? null,
    put: (name, bytes, cacheControl, condition) =>
      wrap(`upload ${name}`, async () => {
        try {
          await client.send(
            new s3.PutObjectCommand({
              Bucket: bucket,
              Key: key(name),
              Body: bytes,
              ContentType: BUNDLE_CONTENT_TYPE,
              CacheControl: cacheControl,
              ...(condition && 'ifMatch' in condition ? { IfMatch: condition.ifMatch } : {}),
              ...(condition && 'ifNoneMatch' in condition ? { IfNoneMatch: condition.ifNoneMatch } : {}),
            }),
          );
        } catch (e) {
          const err = e as AwsLikeError;
          const status = err.$metadata?.httpStatusCode;
          if (
            condition &&
            (status === 412 || status === 409 || err.name === 'PreconditionFailed' || err.name === 'ConditionalRequestConflict')
          )
            throw changedMeanwhile(label, name);
          throw e;
        }
      }),
  };
}
