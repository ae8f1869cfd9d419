import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../stack/repo-root.js';
import { startDaemon } from './daemon.js';
import { InfraError } from './infra-error.js';
import { freePort, isPortOpen, waitFor } from './ports.js';

export interface ResolvedStorage {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
  source: 'env' | 'local' | 'private';
  stop(): Promise<void>;
}

/** The compiled entry point, wherever this module runs from (scripts/dist, or its source under the tests). */
const DEV_SERVER = join(REPO_ROOT, 'scripts', 'dist', 's3-dev-server.js');

async function answersHttp(endpoint: string): Promise<boolean> {
  try {
    await fetch(endpoint, { method: 'HEAD', signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

/** The S3-compatible development server (s3rver) in its own process; production uses MinIO. */
export async function startPrivateStorage(dir: string, bucket: string): Promise<ResolvedStorage> {
  mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const daemon = startDaemon(process.execPath, [DEV_SERVER, String(port), dir, bucket], join(dir, '..', 's3.log'));
  if (!(await waitFor(() => isPortOpen('127.0.0.1', port), 10_000))) {
    await daemon.stop();
    throw new InfraError(`The private object storage did not start (see ${join(dir, '..', 's3.log')}): set S3_ENDPOINT to a running MinIO instead.`);
  }
  return {
    endpoint: `http://127.0.0.1:${port}`,
    accessKey: 'S3RVER',
    secretKey: 'S3RVER',
    bucket,
    source: 'private',
    stop: daemon.stop,
  };
}

/** For `npm start`: S3_ENDPOINT, else a MinIO on 127.0.0.1:9000, else the dev server under `.data/s3`. */
export async function resolveStorage(env: NodeJS.ProcessEnv, dataRoot: string): Promise<ResolvedStorage> {
  const bucket = env.S3_BUCKET ?? 'studyforge';
  if (env.S3_ENDPOINT) {
    if (!(await answersHttp(env.S3_ENDPOINT))) throw new InfraError(`S3_ENDPOINT is set but ${env.S3_ENDPOINT} does not answer: fix the URL or start MinIO.`);
    return {
      endpoint: env.S3_ENDPOINT,
      accessKey: env.S3_ACCESS_KEY ?? 'minioadmin',
      secretKey: env.S3_SECRET_KEY ?? 'minioadmin',
      bucket,
      source: 'env',
      stop: async () => undefined,
    };
  }
  if ((await isPortOpen('127.0.0.1', 9000)) && (await answersHttp('http://127.0.0.1:9000/minio/health/live'))) {
    return {
      endpoint: 'http://127.0.0.1:9000',
      accessKey: env.S3_ACCESS_KEY ?? 'minioadmin',
      secretKey: env.S3_SECRET_KEY ?? 'minioadmin',
      bucket,
      source: 'local',
      stop: async () => undefined,
    };
  }
  return startPrivateStorage(join(dataRoot, 's3', 'objects'), bucket);
}

export function isolatedStorage(scratchDir: string): Promise<ResolvedStorage> {
  return startPrivateStorage(join(scratchDir, 's3', 'objects'), 'studyforge');
}
