import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { API_ENDPOINTS } from '@studyforge/contracts';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createLogger, NestPinoLogger, ObjectStorage, redactUrl, RpcClient, runMain } from '@studyforge/service-kit';
import { createClient, type RedisClientType } from 'redis';
import swaggerUi from 'swagger-ui-express';
import { serveFrontend } from './frontend/serve-frontend.js';
import { loadGatewayConfig, trustProxySetting } from './gateway-config.js';
import { GatewayModule } from './gateway.module.js';
import { HttpErrorFilter } from './http/http-error.filter.js';
import { compressionMiddleware } from './http/compression.middleware.js';
import { jsonBodyMiddleware } from './http/json-body.middleware.js';
import { originCheck } from './http/origin-check.js';
import { requestIdMiddleware } from './http/request-context.js';
import { fastLane, installFastLane, type RequestListener, type TrustProxy } from './http/fast-lane.js';
import { securityHeaders, securityHeaderSetter } from './http/security-headers.js';
import { signedInHintMiddleware } from './http/signed-in-hint.middleware.js';
import { buildOpenApiDocument } from './openapi/openapi-document.js';
import { EndpointRouter } from './http/endpoint-router.js';
import { assertRoutesDeclared, servedRoutes } from './openapi/route-coverage.js';
import { SessionCookie } from './session/session-cookie.js';
import { leanSessionReader, sessionMiddleware } from './session/session.middleware.js';
import { Draining } from './shutdown/draining.js';
import { HttpDrain } from './shutdown/http-drain.js';

runMain('gateway', async () => {
  const config = loadGatewayConfig();
  const logger = createLogger('gateway', config.LOG_LEVEL);

  const redis = createClient({
    url: config.REDIS_URL,
    socket: { connectTimeout: 3000, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2000) },
  }) as RedisClientType;
  redis.on('error', (error: Error) => logger.debug({ err: error.message }, 'redis connection error'));
  redis.connect().catch((error: Error) => logger.warn({ err: error.message }, 'redis not reachable yet'));

  const rpc = new RpcClient({ natsUrl: config.NATS_URL, timeoutMs: config.RPC_TIMEOUT_MS, logger });
  const storage = new ObjectStorage(config);

  const app = await NestFactory.create<NestExpressApplication>(GatewayModule.register({ config, rpc, redis, storage, logger }), {
    logger: new NestPinoLogger(logger),
    bodyParser: false,
  });
  app.set('trust proxy', trustProxySetting(config.TRUST_PROXY));
  app.set('x-powered-by', false);
  app.use(requestIdMiddleware);
  const setSecurityHeaders = securityHeaderSetter({ stripe: Boolean(config.STRIPE_PUBLISHABLE_KEY) });
  app.use(securityHeaders(setSecurityHeaders));
  const compression = compressionMiddleware();
  app.use(compression);
  app.use(originCheck({ publicUrl: config.PUBLIC_URL, allowedOrigins: config.ALLOWED_ORIGINS, endpoints: API_ENDPOINTS }));
  app.use(jsonBodyMiddleware);
  const sessionCookie = new SessionCookie(config);
  const sessions = leanSessionReader(config, redis);
  app.use(sessionMiddleware(config, redis, sessions));
  app.use(signedInHintMiddleware(config.SESSION_TTL_HOURS, sessionCookie.name));
  const openApi = buildOpenApiDocument(config.PUBLIC_URL, API_ENDPOINTS, sessionCookie.name);
  app.use('/api/docs/openapi.json', (_req: unknown, res: { json: (body: unknown) => void }) => res.json(openApi));
  app.use(
    '/api/docs',
    swaggerUi.serve,
    swaggerUi.setup(openApi, {
      customSiteTitle: 'StudyForge API',
      // No validator badge: it is an image from validator.swagger.io, which the docs' policy does not allow.
      swaggerOptions: { withCredentials: true, persistAuthorization: true, validatorUrl: null },
    }),
  );
  app.use(serveFrontend(config.FRONTEND_DIST, sessionCookie.name));
  const router = app.get(EndpointRouter);
  router.register(app.getHttpAdapter().getInstance());
  app.setGlobalPrefix('api');
  app.useGlobalFilters(new HttpErrorFilter(logger));

  await app.init();
  assertRoutesDeclared(servedRoutes(app.getHttpAdapter().getInstance()));

  // Plain forwards such as GET /api/user/credits skip Express (http/fast-lane.ts); everything else goes through it.
  const express = app.getHttpAdapter().getInstance() as unknown as RequestListener & { get(setting: string): unknown };
  const lane = fastLane(
    {
      endpoints: API_ENDPOINTS,
      router,
      sessions,
      sessionsReady: () => redis.isReady,
      securityHeaders: setSecurityHeaders,
      compression: compression as unknown as Parameters<typeof fastLane>[0]['compression'],
      trustProxy: express.get('trust proxy fn') as TrustProxy,
      hintMaxAgeMs: config.SESSION_TTL_HOURS * 3600 * 1000,
    },
    express,
  );
  installFastLane(app.getHttpServer(), express, lane);

  // SIGTERM: stop accepting, let requests in flight finish (SHUTDOWN_GRACE_MS at most; event streams end and generation
  // waits answer 202 at once), and only then close Nest and the NATS and Redis clients.
  const http = new HttpDrain(app.getHttpServer());
  const shutdown = async (signal: NodeJS.Signals) => {
    logger.info({ signal, inFlight: http.requestsInFlight, graceMs: config.SHUTDOWN_GRACE_MS }, 'gateway draining');
    app.get(Draining).start();
    const { cut } = await http.drain(config.SHUTDOWN_GRACE_MS);
    if (cut > 0) logger.warn({ cut }, 'grace period over: requests still in flight were cut');
    await app.close().catch((error: Error) => logger.warn({ err: error.message }, 'closing the application failed'));
    await rpc.close().catch(() => undefined);
    if (redis.isOpen) await redis.quit().catch(() => undefined);
    logger.info('gateway stopped');
    setTimeout(() => process.exit(0), 1000).unref();
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen(config.PORT, config.HOST);
  logger.info({ port: config.PORT, redis: redactUrl(config.REDIS_URL), nats: redactUrl(config.NATS_URL) }, 'gateway listening');
});
