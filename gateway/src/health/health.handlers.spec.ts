import { DomainError, SERVICE_NAMES } from '@studyforge/contracts';
import type { ObjectStorage, RpcClient } from '@studyforge/service-kit';
import type { RedisClientType } from 'redis';
import { describe, expect, it } from 'vitest';
import { StatusAnswer } from '../http/endpoint-handler.js';
import { HealthHandlers } from './health.handlers.js';

const TOKEN = 'an-operator-health-token-of-32-characters-or-more';
const INTERNAL = 'connect ECONNREFUSED 10.1.2.3:9000 (minio.studyforge-infra.svc.cluster.local)';

function handlersWith(token: string | undefined) {
  const rpc = {
    ping: async () => ({ status: 'up' }),
    request: async (subject: string) => {
      if (subject.startsWith('credits.')) throw new Error('NATS timeout on credits.health from gateway-7f9c v1.4.2');
      return { service: subject, status: 'up', checks: { postgres: { status: 'up' } } };
    },
  } as unknown as RpcClient;
  const redis = { isReady: true, ping: async () => 'PONG' } as unknown as RedisClientType;
  const storage = { check: async () => ({ status: 'down', detail: INTERNAL }) } as unknown as ObjectStorage;
  return new HealthHandlers(rpc, redis, storage, { HEALTH_DETAILS_TOKEN: token }).handlers;
}

const callWith = (authorization?: string) => ({ req: { get: (name: string) => (name === 'authorization' ? authorization : undefined) } }) as never;

describe('HealthHandlers', () => {
  it('tells the public only up or down for each part: no reasons, addresses or versions', async () => {
    const answer = (await handlersWith(TOKEN).getHealth!(callWith())) as StatusAnswer<Record<string, unknown>>;
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({
      status: 'degraded',
      dependencies: { redis: { status: 'up' }, nats: { status: 'up' }, storage: { status: 'down' } },
      services: Object.fromEntries(SERVICE_NAMES.map((name) => [name, { status: name === 'credits' ? 'down' : 'up' }])),
    });
  });

  it('gives the reasons to a caller with the operator token only', async () => {
    const handlers = handlersWith(TOKEN);
    const answer = (await handlers.getHealthDetails!(callWith(`Bearer ${TOKEN}`))) as StatusAnswer<{ dependencies: Record<string, unknown>; services: Record<string, unknown> }>;
    expect(answer.status).toBe(503);
    expect(answer.body.dependencies.storage).toEqual({ status: 'down', detail: INTERNAL });
    expect(answer.body.services.credits).toMatchObject({ status: 'down', detail: expect.stringContaining('NATS timeout') });
    expect(answer.body.services.auth).toEqual({ status: 'up', checks: { postgres: { status: 'up' } } });
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, TOKEN, 'Bearer ']) {
      await expect(handlers.getHealthDetails!(callWith(authorization))).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });

  it('has no details path when the deployment sets no token', async () => {
    const attempt = handlersWith(undefined).getHealthDetails!(callWith('Bearer anything'));
    await expect(attempt).rejects.toBeInstanceOf(DomainError);
    await expect(attempt).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers readiness with up or down only', async () => {
    const answer = (await handlersWith(TOKEN).getReadiness!(callWith())) as StatusAnswer<unknown>;
    expect(answer).toEqual(new StatusAnswer(200, { status: 'ready', redis: { status: 'up' }, nats: { status: 'up' } }));
  });
});
