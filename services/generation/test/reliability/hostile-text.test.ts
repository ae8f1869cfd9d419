import { API_ENDPOINTS, type AnyHttpEndpoint } from '@studyforge/contracts';
import { BASE_URL, call, postForm, signedInStudent, testIp } from '@studyforge/test-support';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ReliabilityScenario } from './support/reliability-scenario.js';

// issue 15, points 1 and 7: a pathological text in every free-text field of every endpoint with a body, at the
// field's maximum size, while another student's library keeps being read; no hang, no 5xx, balances intact.
let db: pg.Pool;

beforeAll(() => {
  db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
});

afterAll(async () => {
  await db.end();
});

/** Calls that end the session or the account, or come from the payment provider, are not a student's free text. */
const LEFT_OUT = new Set(['/api/logout', '/api/account/delete', '/api/auth/sessions/revoke-others', '/api/auth/change-password', '/api/billing/webhook']);
/** A field with no maximum of its own gets this much (the gateway's body limit refuses more, which is an answer too). */
const UNBOUNDED_CHARS = 200_000;

/** Text built to make a backtracking pattern rescan the rest of the input from every position. */
const PATTERNS: Record<string, (size: number) => string> = {
  '"[" run': (size) => '['.repeat(size),
  'mixed markup': (size) => '*_[]()#`> -|<~'.repeat(Math.ceil(size / 14)).slice(0, size),
  'spaces, then a letter': (size) => `${' '.repeat(Math.max(0, size - 1))}x`,
};

type AnySchema = z.ZodType & { def: { type: string; innerType?: AnySchema; in?: AnySchema; shape?: Record<string, AnySchema> } };

function unwrap(schema: AnySchema): AnySchema {
  const { def } = schema;
  if ((def.type === 'optional' || def.type === 'nullable' || def.type === 'default') && def.innerType) return unwrap(def.innerType);
  if (def.type === 'pipe' && def.in) return unwrap(def.in);
  return schema;
}

/** The body's top-level text fields and their maximum lengths. */
function textFields(schema: z.ZodType): Record<string, number> {
  const object = unwrap(schema as AnySchema);
  if (object.def.type !== 'object' || !object.def.shape) return {};
  const fields: Record<string, number> = {};
  for (const [name, field] of Object.entries(object.def.shape)) {
    const inner = unwrap(field);
    if (inner.def.type === 'string') fields[name] = (inner as unknown as z.ZodString).maxLength ?? UNBOUNDED_CHARS;
  }
  return fields;
}

interface HostileCall {
  label: string;
  send: (cookie: string) => Promise<Awaited<ReturnType<typeof call>>>;
}

function hostileCalls(): HostileCall[] {
  const calls: HostileCall[] = [];
  for (const endpoint of Object.values(API_ENDPOINTS) as AnyHttpEndpoint[]) {
    if (!endpoint.body || LEFT_OUT.has(endpoint.path)) continue;
    const path = endpoint.path.replace(/\{[^}]+\}/g, () => randomUUID());
    const fields = textFields(endpoint.body.schema);
    for (const [field, maxChars] of Object.entries(fields)) {
      for (const [pattern, make] of Object.entries(PATTERNS)) {
        const value = make(maxChars);
        const label = `${endpoint.method} ${endpoint.path} ${field}: ${pattern}`;
        if (endpoint.body.kind === 'multipart') {
          calls.push({ label, send: (cookie) => postForm(path, { cookie, fields: { [field]: value }, jobId: randomUUID() }) });
        } else {
          calls.push({ label, send: (cookie) => call(path, { method: endpoint.method, cookie, body: { [field]: value }, ip: testIp(), headers: { 'x-job-id': randomUUID() } }) });
        }
      }
    }
  }
  return calls;
}

describe('pathological text in every free-text field', () => {
  it('is answered without a hang or a 5xx while another student is served, and leaves both balances right', { timeout: 240_000 }, async () => {
    const scenario = new ReliabilityScenario('pathological text to every free-text field, another student served', db);
    const hostile = await signedInStudent();
    const bystander = await signedInStudent();
    const calls = hostileCalls();
    expect(calls.length, 'text fields found in the contracts').toBeGreaterThan(30);

    let sending = true;
    const bystanderStatuses: number[] = [];
    const served = (async () => {
      while (sending) {
        const answer = await scenario.send(() => call('/api/user/flashcards', { cookie: bystander.cookie }));
        bystanderStatuses.push(answer?.status ?? 0);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    })();
    const failures: string[] = [];
    const queue = [...calls];
    await Promise.all(
      Array.from({ length: 3 }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const { label, send } = next;
          const answer = await scenario.send(() => send(hostile.cookie));
          if (!answer || answer.status >= 500) failures.push(`${label}: ${answer ? `${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}` : 'no answer'}`);
        }
      }),
    );
    sending = false;
    await served;

    const [hostileCheck, bystanderCheck] = await scenario.checkBalances([hostile.user.id, bystander.user.id], 120_000);
    const row = scenario.record();
    expect(failures).toEqual([]);
    expect(bystanderStatuses.every((status) => status === 200), JSON.stringify(bystanderStatuses)).toBe(true);
    expect(bystanderCheck!.balance).toBe(50);
    expect(hostileCheck!.balance, JSON.stringify(hostileCheck)).toBe(50 - hostileCheck!.received);
    expect(row).toMatchObject({ discrepancies: 0, hangs: 0, serverErrors: 0 });
    expect(BASE_URL).toBeTruthy();
  });
});
