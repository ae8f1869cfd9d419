import { readApps } from '../../../deploy/app-registry.mjs';
import { createHmac } from 'node:crypto';
import { InfraError } from '../infra/infra-error.js';
import { waitFor } from '../infra/ports.js';
import { AppProcess, type AppOutput } from './app-process.js';
import { REPO_ROOT } from './repo-root.js';

export interface StackOptions {
  /** DATABASE_URL, REDIS_URL, NATS_URL, S3_* from the infra. */
  infraEnv: Record<string, string>;
  port: number;
  sessionSecret: string;
  output: AppOutput;
  extraEnv?: Record<string, string>;
  readyTimeoutMs?: number;
  supervise?: boolean;
  /** Only these processes (e.g. a second gateway beside a running stack); every process when absent. */
  only?: readonly string[];
}

export interface Stack {
  url: string;
  apps: Map<string, AppProcess>;
  stop(): Promise<void>;
}

/**
 * `npm start` and `npm test` take test-mode payments (no real charge) unless told otherwise: never beside
 * Stripe's keys, and never with NODE_ENV=production (billing refuses both).
 */
function billingTestModeDefault(nodeEnv: string, extraEnv: Record<string, string> = {}): string {
  const given = extraEnv.BILLING_TEST_MODE ?? process.env.BILLING_TEST_MODE;
  if (given !== undefined && given !== '') return given;
  const stripe = extraEnv.STRIPE_SECRET_KEY ?? process.env.STRIPE_SECRET_KEY;
  return nodeEnv === 'production' || stripe ? 'false' : 'true';
}

/**
 * Starts every process of deploy/app-registry.mjs (each service's, from its package.json, then the
 * gateway), and waits until /api/health says everything is up.
 */
export async function startStack(options: StackOptions): Promise<Stack> {
  const nodeEnv = options.extraEnv?.NODE_ENV ?? (process.env.NODE_ENV || 'development');
  const env = {
    NODE_ENV: nodeEnv,
    BILLING_TEST_MODE: billingTestModeDefault(nodeEnv, options.extraEnv),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    ...options.infraEnv,
    PORT: String(options.port),
    HOST: process.env.HOST ?? '0.0.0.0',
    SESSION_SECRET: options.sessionSecret,
    MEDIA_LINK_SECRET: createHmac('sha256', options.sessionSecret).update('studyforge media links').digest('base64url'),
    PUBLIC_URL: `http://localhost:${options.port}`,
    ...options.extraEnv,
  };
  const apps = new Map(
    readApps(REPO_ROOT)
      .filter((app) => !options.only || options.only.includes(app.name))
      .map((app, index) => [app.name, new AppProcess(app, env, options.output, index, options.supervise ?? true)]),
  );
  for (const app of apps.values()) app.start();
  const url = `http://localhost:${options.port}`;
  const stack: Stack = {
    url,
    apps,
    async stop() {
      await Promise.all([...apps.values()].map((app) => app.stop()));
    },
  };
  let lastHealth = 'no answer';
  const ready = await waitFor(async () => {
    const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(3000) });
    lastHealth = await response.text();
    return response.ok;
  }, options.readyTimeoutMs ?? 90_000, 300);
  if (!ready) {
    await stack.stop();
    throw new InfraError(`StudyForge did not become healthy in time; last health report: ${lastHealth}`);
  }
  return stack;
}
