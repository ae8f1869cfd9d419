import { Module, type DynamicModule } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import type { ObjectStorage, RpcClient } from '@studyforge/service-kit';
import type { Logger } from 'pino';
import type { RedisClientType } from 'redis';
import { AuthRateLimits } from './auth/auth-rate-limits.js';
import { AuthController } from './auth/auth.controller.js';
import { CurrentUserService } from './auth/current-user.service.js';
import { LocalAuthGuard } from './auth/local-auth.guard.js';
import { LocalStrategy } from './auth/local.strategy.js';
import { RateLimiter } from './auth/rate-limiter.js';
import { CreditsController } from './credits/credits.controller.js';
import type { GatewayConfig } from './gateway-config.js';
import { GenerationController } from './generation/generation.controller.js';
import { HealthController } from './health/health.controller.js';
import { AudioUrlSigner } from './generation/audio-url.signer.js';
import { TriviaController } from './trivia/trivia.controller.js';
import { BOOKS_GATEWAY_CONFIG, loadBooksGatewayConfig } from './books/books-config.js';
import { BooksController } from './books/books.controller.js';
import { SessionSerializer } from './session/session.serializer.js';
import { SignedInGuard } from './session/signed-in.guard.js';
import { AUDIO_URL_SIGNER, GATEWAY_CONFIG, LOGGER, OBJECT_STORAGE, REDIS_CLIENT, RPC_CLIENT } from './tokens.js';

export interface GatewayDependencies {
  config: GatewayConfig;
  rpc: RpcClient;
  redis: RedisClientType;
  storage: ObjectStorage;
  logger: Logger;
}

@Module({})
export class GatewayModule {
  static register(deps: GatewayDependencies): DynamicModule {
    return {
      module: GatewayModule,
      imports: [PassportModule.register({ session: true })],
      controllers: [AuthController, CreditsController, GenerationController, TriviaController, BooksController, HealthController],
      providers: [
        { provide: GATEWAY_CONFIG, useValue: deps.config },
        { provide: RPC_CLIENT, useValue: deps.rpc },
        { provide: REDIS_CLIENT, useValue: deps.redis },
        { provide: LOGGER, useValue: deps.logger },
        { provide: OBJECT_STORAGE, useValue: deps.storage },
        { provide: BOOKS_GATEWAY_CONFIG, useValue: loadBooksGatewayConfig() },
        { provide: AUDIO_URL_SIGNER, useValue: new AudioUrlSigner(deps.config.SESSION_SECRET) },
        { provide: AuthRateLimits, useValue: new AuthRateLimits(new RateLimiter(deps.redis), deps.config) },
        CurrentUserService,
        LocalStrategy,
        LocalAuthGuard,
        SessionSerializer,
        SignedInGuard,
      ],
    };
  }
}
