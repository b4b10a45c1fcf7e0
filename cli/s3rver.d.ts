// s3rver ships no types: its class, as far as cli/s3-test-server.ts uses it.
declare module 's3rver' {
  interface S3Event {
    Records: { eventName: string; s3: { object: { key: string } } }[];
  }
  export default class S3rver {
    constructor(options: {
      address?: string;
      port?: number;
      silent?: boolean;
      directory?: string;
      configureBuckets?: { name: string; configs: (string | Buffer)[] }[];
    });
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
    on(event: 'event', listener: (e: S3Event) => void): this;
  }
}
