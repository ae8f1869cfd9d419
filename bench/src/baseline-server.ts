// The baseline: a minimal node:http server in its own process running the credits service's balance
// query for one user on a pg Pool. Started by baseline-process.ts (fork, port reported over IPC).
import { createServer } from 'node:http';
import pg from 'pg';

const BALANCE_QUERY = 'SELECT balance FROM credits.accounts WHERE user_id = $1';

const databaseUrl = process.env.DATABASE_URL;
const userId = process.env.BASELINE_USER_ID;
if (!databaseUrl || !userId) {
  process.stderr.write('baseline server: DATABASE_URL and BASELINE_USER_ID are required\n');
  process.exit(1);
}

/** Same pool size as the credits service's data source. */
const pool = new pg.Pool({ connectionString: databaseUrl, max: Number(process.env.BASELINE_POOL_SIZE ?? 20) });
const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' };

const server = createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/credits') {
    pool.query<{ balance: number }>(BALANCE_QUERY, [userId]).then(
      ({ rows }) => {
        const row = rows[0];
        if (!row) {
          res.writeHead(404, JSON_HEADERS).end('{"error":"no account"}');
          return;
        }
        res.writeHead(200, JSON_HEADERS).end(JSON.stringify({ credits: row.balance }));
      },
      (error: Error) => res.writeHead(500, JSON_HEADERS).end(JSON.stringify({ error: error.message })),
    );
    return;
  }
  if (req.method === 'GET' && req.url === '/constant') {
    res.writeHead(200, JSON_HEADERS).end('{"credits":50}');
    return;
  }
  res.writeHead(404, JSON_HEADERS).end('{"error":"not found"}');
});

server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
});

const shutdown = () => {
  server.close();
  server.closeAllConnections();
  void pool.end().finally(() => process.exit(0));
};
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
process.once('disconnect', shutdown);
