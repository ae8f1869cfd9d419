import { Inject, Injectable } from '@nestjs/common';
import { healthSubjectOf, SERVICE_NAMES, type Check, type HealthReply, type ServiceName } from '@studyforge/contracts';
import { probe, type ObjectStorage, type RpcClient } from '@studyforge/service-kit';
import { randomUUID } from 'node:crypto';
import type { RedisClientType } from 'redis';
import { defineHandlers, StatusAnswer, type EndpointHandlerSet } from '../http/endpoint-handler.js';
import { OBJECT_STORAGE, REDIS_CLIENT, RPC_CLIENT } from '../tokens.js';

const CHECK_TIMEOUT_MS = 1500;

/** Each dependency and service with its state (503 as soon as one is down), and this gateway's own readiness. */
@Injectable()
export class HealthHandlers implements EndpointHandlerSet {
  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(REDIS_CLIENT) private readonly redis: RedisClientType,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  readonly handlers = defineHandlers({
    getHealth: async () => {
      const [redis, nats, storage, ...services] = await Promise.all([
        this.checkRedis(),
        this.rpc.ping(CHECK_TIMEOUT_MS),
        this.storage.check(CHECK_TIMEOUT_MS),
        ...SERVICE_NAMES.map((name) => this.checkService(name)),
      ]);
      const reply: HealthReply = {
        status: 'ok',
        dependencies: { redis, nats, storage },
        services: Object.fromEntries(SERVICE_NAMES.map((name, index) => [name, services[index]!])),
      };
      const all = [...Object.values(reply.dependencies), ...Object.values(reply.services)];
      if (all.some((check) => check.status === 'down')) reply.status = 'degraded';
      return new StatusAnswer(reply.status === 'ok' ? 200 : 503, reply);
    },

    /**
     * Readiness of this gateway alone: it can serve when its own Redis and NATS connections work. A
     * stopped service shows in /api/health, but must not take every gateway out of the load balancer.
     */
    getReadiness: async () => {
      const [redis, nats] = await Promise.all([this.checkRedis(), this.rpc.ping(CHECK_TIMEOUT_MS)]);
      const ready = redis.status === 'up' && nats.status === 'up';
      return new StatusAnswer(ready ? 200 : 503, { status: ready ? ('ready' as const) : ('not-ready' as const), redis, nats });
    },
  });

  private async checkRedis(): Promise<Check> {
    if (!this.redis.isReady) return { status: 'down', detail: 'not connected' };
    return probe(() => this.redis.ping(), CHECK_TIMEOUT_MS);
  }

  private async checkService(name: ServiceName): Promise<HealthReply['services'][string]> {
    try {
      const reply = await this.rpc.request(healthSubjectOf(name), {}, { requestId: `health-${randomUUID()}`, actor: null }, CHECK_TIMEOUT_MS);
      return { status: reply.status, checks: reply.checks };
    } catch (error) {
      return { status: 'down', detail: error instanceof Error ? error.message : String(error) };
    }
  }
}
