declare module 's3rver' {
  interface S3rverOptions {
    port?: number;
    address?: string;
    directory: string;
    silent?: boolean;
    configureBuckets?: Array<{ name: string; configs: Array<string | Buffer> }>;
  }
  /** The folder store behind the server (lib/stores/filesystem.js). */
  interface FilesystemStore {
    getResourcePath(bucket: string, key: string | undefined, resource: 'object' | 'object.md5' | 'metadata.json'): string;
    deleteObject(bucket: string, key: string): Promise<void>;
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    readonly store: FilesystemStore;
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
