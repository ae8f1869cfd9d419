import { describe, expect, it } from 'vitest';
import { natsPermissionsOf, subjectsWithoutCallers } from './nats-permissions.js';
import { rpcCallers } from './rpc-callers.js';
import { rpcMessages } from './rpc.js';

describe('NATS permissions from rpcCallers', () => {
  it('declares callers for every message, and only for messages that exist', () => {
    expect(subjectsWithoutCallers()).toEqual([]);
    expect(Object.keys(rpcCallers).filter((subject) => !(subject in rpcMessages))).toEqual([]);
  });

  it('lets only billing grant credits, and only the charging services move them', () => {
    const may = (name: string, service: Parameters<typeof natsPermissionsOf>[0]['service'], subject: string) =>
      natsPermissionsOf({ name, service }).publish.includes(subject);
    expect(may('billing', 'billing', 'credits.grant')).toBe(true);
    for (const [name, service] of [['gateway', null], ['trivia', 'trivia'], ['generation', 'generation'], ['auth', 'auth']] as const) {
      expect(may(name, service, 'credits.grant')).toBe(false);
    }
    expect(may('gateway', null, 'credits.reserve')).toBe(false);
    expect(may('generation-worker', 'generation', 'credits.settle')).toBe(true);
    expect(may('trivia', 'trivia', 'credits.reserve')).toBe(true);
  });

  it('lets a service listen to its own messages in its queue group, its worker only to its inbox', () => {
    const credits = natsPermissionsOf({ name: 'credits', service: 'credits' });
    expect(credits.subscribe).toContain('credits.grant credits');
    expect(credits.subscribe.some((subject) => subject.startsWith('trivia.'))).toBe(false);
    expect(credits.allowResponses).toBe(true);
    expect(natsPermissionsOf({ name: 'generation-worker', service: 'generation' })).toMatchObject({
      subscribe: ['_INBOX.generation-worker.>'],
      allowResponses: false,
    });
  });

  it('lets the gateway send student requests and follow job status, but answer nothing', () => {
    const gateway = natsPermissionsOf({ name: 'gateway', service: null });
    expect(gateway.publish).toEqual(expect.arrayContaining(['trivia.start', 'credits.balance', 'generation.create-job']));
    expect(gateway.subscribe).toEqual(['_INBOX.gateway.>', 'generation.job-status.*']);
    expect(gateway.allowResponses).toBe(false);
  });
});
