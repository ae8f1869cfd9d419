import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { readDatabaseRoles } from '../src/index.js';

const roles = readDatabaseRoles(process.env.DATABASE_ROLES_FILE!);
const pools: pg.Pool[] = [];
const as = (service: string) => {
  const pool = new pg.Pool({ connectionString: roles[service], max: 1 });
  pools.push(pool);
  return pool;
};

afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.end()));
});

describe('one database role per service schema', () => {
  it('gives every service a role of its own', () => {
    const users = Object.values(roles).map((url) => new URL(url).username);
    expect(Object.keys(roles).sort()).toEqual(['auth', 'billing', 'books', 'credits', 'generation', 'profile', 'trivia']);
    expect(new Set(users).size).toBe(users.length);
    expect(users).not.toContain(new URL(process.env.DATABASE_URL!).username);
  });

  it('lets a service read its own schema', async () => {
    const { rows } = await as('credits').query<{ count: string }>('SELECT count(*) FROM credits.ledger');
    expect(Number(rows[0]!.count)).toBeGreaterThanOrEqual(0);
  });

  it.each([
    ['trivia', 'SELECT * FROM credits.ledger LIMIT 1'],
    ['trivia', "INSERT INTO credits.ledger (user_id, delta, kind, reason) VALUES (gen_random_uuid(), 500, 'grant', 'x')"],
    ['generation', 'SELECT * FROM auth.users LIMIT 1'],
    ['profile', 'SELECT * FROM billing.migrations LIMIT 1'],
  ])("refuses %s: %s (another service's schema)", async (service, sql) => {
    await expect(as(service).query(sql)).rejects.toThrow(/permission denied/);
  });
});
