import * as Minio from 'minio';
import type { Readable } from 'node:stream';
import type { Check } from '@studyforge/contracts';
import { probe } from '../health/health-checks.js';
import { timedTransport } from './timed-transport.js';

export interface ObjectStorageConfig {
  S3_ENDPOINT: string;
  S3_ACCESS_KEY: string;
  S3_SECRET_KEY: string;
  S3_BUCKET: string;
  S3_REGION: string;
  /** 5 s and 30 s when not given (s3EnvSchema gives them from the environment). */
  S3_CONNECT_TIMEOUT_MS?: number;
  S3_REQUEST_TIMEOUT_MS?: number;
}

/** Files and audio in S3 (MinIO in production, an S3-compatible dev server locally), path-style; every call has deadlines (timed-transport). */
export class ObjectStorage {
  private readonly client: Minio.Client;
  private readonly bucket: string;
  private readonly region: string;
  private bucketReady: Promise<void> | null = null;

  constructor(config: ObjectStorageConfig) {
    const url = new URL(config.S3_ENDPOINT);
    this.client = new Minio.Client({
      endPoint: url.hostname,
      port: url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80,
      useSSL: url.protocol === 'https:',
      accessKey: config.S3_ACCESS_KEY,
      secretKey: config.S3_SECRET_KEY,
      region: config.S3_REGION,
      pathStyle: true,
      transport: timedTransport(url.protocol === 'https:', {
        connectTimeoutMs: config.S3_CONNECT_TIMEOUT_MS ?? 5000,
        requestTimeoutMs: config.S3_REQUEST_TIMEOUT_MS ?? 30_000,
      }),
    });
    this.bucket = config.S3_BUCKET;
    this.region = config.S3_REGION;
  }

  /** Creates the bucket on first use when it does not exist yet. */
  ensureBucket(): Promise<void> {
    this.bucketReady ??= (async () => {
      if (await this.client.bucketExists(this.bucket)) return;
      // Several processes start against a new store at once: another may create the bucket first.
      await this.client.makeBucket(this.bucket, this.region).catch(async (error: unknown) => {
        if (!(await this.client.bucketExists(this.bucket))) throw error;
      });
    })().catch((error: unknown) => {
      this.bucketReady = null;
      throw error;
    });
    return this.bucketReady;
  }

  /** The size must be known: some S3-compatible servers refuse chunked uploads of unknown length. */
  async putStream(key: string, stream: Readable, size: number, contentType: string): Promise<void> {
    await this.ensureBucket();
    await this.client.putObject(this.bucket, key, stream, size, { 'Content-Type': contentType });
  }

  async putBuffer(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.ensureBucket();
    await this.client.putObject(this.bucket, key, bytes, bytes.length, { 'Content-Type': contentType });
  }

  async getStream(key: string): Promise<Readable> {
    return this.client.getObject(this.bucket, key);
  }

  /** `length` bytes from `offset` (an HTTP range request's part of an object). */
  async getRange(key: string, offset: number, length: number): Promise<Readable> {
    return this.client.getPartialObject(this.bucket, key, offset, length);
  }

  async getBuffer(key: string): Promise<Buffer> {
    const stream = await this.getStream(key);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async size(key: string): Promise<number> {
    return (await this.client.statObject(this.bucket, key)).size;
  }

  async remove(key: string): Promise<void> {
    await this.client.removeObject(this.bucket, key).catch(() => undefined);
  }

  /** The keys under a prefix with when each was last written, for sweeps by age. */
  async listDated(prefix: string): Promise<Array<{ key: string; lastModified: Date }>> {
    await this.ensureBucket();
    const objects: Array<{ key: string; lastModified: Date }> = [];
    for await (const item of this.client.listObjectsV2(this.bucket, prefix, true)) {
      if (typeof item.name === 'string' && item.lastModified) objects.push({ key: item.name, lastModified: new Date(item.lastModified) });
    }
    return objects;
  }

  /** The keys under a prefix (e.g. `uploads/<userId>/`). */
  async list(prefix: string): Promise<string[]> {
    await this.ensureBucket();
    const keys: string[] = [];
    for await (const item of this.client.listObjectsV2(this.bucket, prefix, true)) {
      if (typeof item.name === 'string') keys.push(item.name);
    }
    return keys;
  }

  /** Removes an object and fails when storage does (an absent object is no failure): for erasures that must be sure. */
  async delete(key: string): Promise<void> {
    await this.client.removeObject(this.bucket, key);
  }

  check(timeoutMs = 1500): Promise<Check> {
    return probe(() => this.client.bucketExists(this.bucket), timeoutMs);
  }
}
