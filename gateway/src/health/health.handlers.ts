import { Inject, Injectable } from '@nestjs/common';
import {
  DomainError,
  ErrorCode,
  healthSubjectOf,
  SERVICE_NAMES,
  type Check,
  type HealthDetailsReply,
  type HealthReply,
  type ServiceName,
} from '@studyforge/contracts';
import { probe, type ObjectStorage, type RpcClient } from '@studyforge/service-kit';
import { randomUUID } from 'node:crypto';
import type { RedisClientType } from 'redis';
import type { GatewayConfig } from '../gateway-config.js';
import { defineHandlers, StatusAnswer, type EndpointHandlerSet } from '../http/endpoint-handler.js';
import { GATEWAY_CONFIG, OBJECT_STORAGE, REDIS_CLIENT, RPC_CLIENT } from '../tokens.js';
import { carriesHealthToken } from './health-token.js';

const CHECK_TIMEOUT_MS = 1500;

const stateOf = (check: Check) => ({ status: check.status });
const statesOf = (checks: Record<string, Check>) => Object.fromEntries(Object.entries(checks).map(([name, check]) => [name, stateOf(check)]));

/**
 * Each dependency and service with its state (503 as soon as one is down), and this gateway's own readiness. The
 * public answers say up or down only; the reasons (error texts, addresses) are for operators holding the health token.
 */
@Injectable()
export class HealthHandlers implements EndpointHandlerSet {
  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(REDIS_CLIENT) private readonly redis: RedisClientType,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(GATEWAY_CONFIG) private readonly config: Pick<GatewayConfig, 'HEALTH_DETAILS_TOKEN'>,
  ) {}

  readonly handlers = defineHandlers({
    getHealth: async () => {
      const report = await this.report();
      const reply: HealthReply = { status: report.status, dependencies: statesOf(report.dependencies), services: statesOf(report.services) };
      return new StatusAnswer(reply.status === 'ok' ? 200 : 503, reply);
    },

    getHealthDetails: async ({ req }) => {
      const token = this.config.HEALTH_DETAILS_TOKEN;
      if (!token) throw new DomainError(ErrorCode.NotFound, 'Health details are not enabled on this deployment (set HEALTH_DETAILS_TOKEN).');
      if (!carriesHealthToken(req.get('authorization'), token)) {
        throw new DomainError(ErrorCode.Unauthenticated, 'Health details need the operator token: Authorization: Bearer <HEALTH_DETAILS_TOKEN>.');
      }
      const report = await this.report();
      return new StatusAnswer(report.status === 'ok' ? 200 : 503, report);
    },

    /**
     * Readiness of this gateway alone: it can serve when its own Redis and NATS connections work. A
     * stopped service shows in /api/health, but must not take every gateway out of the load balancer.
     */
    getReadiness: async () => {
      const [redis, nats] = await Promise.all([this.checkRedis(), this.rpc.ping(CHECK_TIMEOUT_MS)]);
      const ready = redis.status === 'up' && nats.status === 'up';
      return new StatusAnswer(ready ? 200 : 503, { status: ready ? ('ready' as const) : ('not-ready' as const), redis: stateOf(redis), nats: stateOf(nats) });
    },
  });

  private async report(): Promise<HealthDetailsReply> {
    const [redis, nats, storage, ...services] = await Promise.all([
      this.checkRedis(),
      this.rpc.ping(CHECK_TIMEOUT_MS),
      this.storage.check(CHECK_TIMEOUT_MS),
      ...SERVICE_NAMES.map((name) => this.checkService(name)),
    ]);
    const report: HealthDetailsReply = {
      status: 'ok',
      dependencies: { redis, nats, storage },
      services: Object.fromEntries(SERVICE_NAMES.map((name, index) => [name, services[index]!])),
    };
    const all = [...Object.values(report.dependencies), ...Object.values(report.services)];
    if (all.some((check) => check.status === 'down')) report.status = 'degraded';
    return report;
  }

  private async checkRedis(): Promise<Check> {
    if (!this.redis.isReady) return { status: 'down', detail: 'not connected' };
    return probe(() => this.redis.ping(), CHECK_TIMEOUT_MS);
  }

  private async checkService(name: ServiceName): Promise<HealthDetailsReply['services'][string]> {
    try {
      const reply = await this.rpc.request(healthSubjectOf(name), {}, { requestId: `health-${randomUUID()}`, actor: null }, CHECK_TIMEOUT_MS);
      return { status: reply.status, checks: reply.checks };
    } catch (error) {
      return { status: 'down', detail: error instanceof Error ? error.message : String(error) };
    }
  }
}
