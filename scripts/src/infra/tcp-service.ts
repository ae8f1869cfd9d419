import { InfraError } from './infra-error.js';
import { hostPortOf, isPortOpen } from './ports.js';
import type { ResolvedService } from './postgres.js';

/** Explicit URL (must answer) → the standard local port → a private server, for TCP services. */
export async function resolveTcpService(options: {
  name: string;
  envVar: string;
  envUrl: string | undefined;
  scheme: string;
  standardPort: number;
  startPrivate: () => Promise<ResolvedService>;
}): Promise<ResolvedService> {
  const { name, envVar, envUrl, scheme, standardPort } = options;
  if (envUrl) {
    const { host, port } = hostPortOf(envUrl, standardPort);
    if (!(await isPortOpen(host, port, 2000))) throw new InfraError(`${envVar} is set but nothing answers at ${host}:${port}: fix the URL or start ${name}.`);
    return { url: envUrl, source: 'env', stop: async () => undefined };
  }
  if (await isPortOpen('127.0.0.1', standardPort)) {
    return { url: `${scheme}://127.0.0.1:${standardPort}`, source: 'local', stop: async () => undefined };
  }
  return options.startPrivate();
}
