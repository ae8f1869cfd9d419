import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { MicroserviceOptions } from '@nestjs/microservices';
import type { DynamicModule, INestMicroservice } from '@nestjs/common';
import type { Logger } from 'pino';
import { NestPinoLogger } from '../logging/nest-pino-logger.js';
import { natsConnectionOptions } from '../rpc/nats-options.js';
import { RpcErrorFilter } from '../rpc/rpc-error.filter.js';
import { InFlightHandlers, stopGracefullyOnSignals } from './in-flight-handlers.js';
import { LeanServerNats } from './lean-server-nats.js';
import { serviceShutdownGraceMs } from './service-shutdown-config.js';

export interface StartServiceOptions {
  name: string;
  module: DynamicModule;
  natsUrl: string;
  logger: Logger;
}

/** Boots a NATS microservice in a queue group named after the service, so replicas share the load. */
export async function startService(options: StartServiceOptions): Promise<INestMicroservice> {
  const graceMs = serviceShutdownGraceMs();
  const inFlight = new InFlightHandlers();
  const app = await NestFactory.createMicroservice<MicroserviceOptions>(options.module, {
    strategy: new LeanServerNats({ ...natsConnectionOptions(options.natsUrl), queue: options.name, name: options.name }, inFlight),
    logger: new NestPinoLogger(options.logger),
  });
  app.useGlobalFilters(new RpcErrorFilter(options.logger));
  // SIGTERM: the messages LeanServerNats counts in flight answer first (SERVICE_SHUTDOWN_GRACE_MS, 8 s: inside Compose's 10 s and Kubernetes' 30 s), then Nest closes.
  stopGracefullyOnSignals(app, inFlight, options.logger, graceMs);
  await app.listen();
  options.logger.info({ nats: redactUrl(options.natsUrl) }, `${options.name} service listening on NATS`);
  return app;
}

/** Runs a process's main function: a start-up failure is one clear line on stderr and exit code 1, not a stack trace. */
export function runMain(name: string, main: () => Promise<unknown>): void {
  main().catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`${name} could not start: ${message}\n`);
    if (process.env.LOG_LEVEL === 'debug' && error instanceof Error) process.stderr.write(`${error.stack}\n`);
    process.exit(1);
  });
}

export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}
