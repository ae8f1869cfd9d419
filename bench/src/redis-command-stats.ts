import { connect } from 'node:net';

/**
 * Calls per command from `INFO commandstats`, spoken in plain RESP over a socket so the bench needs no
 * Redis client of its own.
 */
export function redisCommandCalls(redisUrl: string): Promise<Map<string, number>> {
  const url = new URL(redisUrl);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: url.hostname || '127.0.0.1', port: Number(url.port || 6379) });
    let buffer = '';
    const timer = setTimeout(() => socket.destroy(new Error('Redis INFO timed out')), 3000);
    socket.setEncoding('utf8');
    socket.once('connect', () => {
      const auth = url.password ? `AUTH ${decodeURIComponent(url.password)}\r\n` : '';
      socket.write(`${auth}INFO commandstats\r\n`);
    });
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      const start = buffer.indexOf('$');
      if (start < 0) return;
      const headerEnd = buffer.indexOf('\r\n', start);
      if (headerEnd < 0) return;
      const length = Number(buffer.slice(start + 1, headerEnd));
      const body = buffer.slice(headerEnd + 2);
      if (Buffer.byteLength(body) < length) return;
      clearTimeout(timer);
      socket.end();
      const calls = new Map<string, number>();
      for (const match of body.matchAll(/^cmdstat_([^:]+):calls=(\d+)/gm)) calls.set(match[1]!, Number(match[2]));
      resolve(calls);
    });
    socket.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

/** Commands per request between two INFO snapshots, ignoring the INFO calls themselves. */
export function commandsPerRequest(before: Map<string, number>, after: Map<string, number>, requests: number): Record<string, number> {
  const perRequest: Record<string, number> = {};
  for (const [command, calls] of after) {
    if (command === 'info') continue;
    const delta = calls - (before.get(command) ?? 0);
    // Below one call per hundred requests it is background traffic (e.g. job queues), not the request path.
    if (requests > 0 && delta / requests >= 0.01) perRequest[command] = delta / requests;
  }
  return perRequest;
}
