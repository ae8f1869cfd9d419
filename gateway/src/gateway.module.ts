import { Module, type DynamicModule } from '@nestjs/common';
import { API_ENDPOINTS } from '@studyforge/contracts';
import { MediaLinkSigner, type ObjectStorage, type RpcClient } from '@studyforge/service-kit';
import type { Logger } from 'pino';
import type { RedisClientType } from 'redis';
import { AccountDataHandlers } from './account-data/account-data.handlers.js';
import { AccountRateLimits } from './auth/account-rate-limits.js';
import { AccountHandlers } from './auth/account.handlers.js';
import { AuthRateLimits } from './auth/auth-rate-limits.js';
import { AuthHandlers } from './auth/auth.handlers.js';
import { CurrentUserService } from './auth/current-user.service.js';
import { ProviderSignInHandlers } from './auth/oidc/provider-sign-in.handlers.js';
import { ProviderSignInService } from './auth/oidc/provider-sign-in.service.js';
import { signInProviderSettings } from './auth/oidc/sign-in-providers-config.js';
import { SignInProviders } from './auth/oidc/sign-in-providers.js';
import { RateLimiter } from './auth/rate-limiter.js';
import { SignInDeviceCookie } from './auth/sign-in-device-cookie.js';
import { BillingHandlers } from './billing/billing.handlers.js';
import { BooksHandlers } from './books/books.handlers.js';
import { CreditsHandlers } from './credits/credits.handlers.js';
import type { GatewayConfig } from './gateway-config.js';
import { AudioHandlers } from './generation/audio.handlers.js';
import { AudioRecapHandlers } from './generation/audio-recap.handlers.js';
import { TutorHandlers } from './generation/tutor.handlers.js';
import { GenerationHandlers } from './generation/generation.handlers.js';
import { StudyToolHandlers } from './generation/study-tool.handlers.js';
import { JobAnnouncements } from './generation/job-announcements.js';
import { JobEventsHandlers } from './generation/job-events.handlers.js';
import { JobLauncher } from './generation/job-launcher.js';
import { Draining } from './shutdown/draining.js';
import { StudyUploadReceiver } from './generation/study-upload.receiver.js';
import { HealthHandlers } from './health/health.handlers.js';
import { ProfileHandlers } from './profile/profile.handlers.js';
import { CostlyWorkQuota } from './quota/costly-work-quota.js';
import { ProgressStreamCap } from './quota/progress-stream-cap.js';
import { UploadCreditCheck } from './quota/upload-credit-check.js';
import { SiteHandlers } from './site/site.handlers.js';
import { StudyPlanHandlers } from './study-plan/study-plan.handlers.js';
import { mergeHandlers, type EndpointHandlerSet } from './http/endpoint-handler.js';
import { EndpointRouter } from './http/endpoint-router.js';
import { SessionCookie } from './session/session-cookie.js';
import { SessionRegistry } from './session/session-registry.js';
import { SessionSerializer } from './session/session.serializer.js';
import { MEDIA_LINK_SIGNER, GATEWAY_CONFIG, LOGGER, OBJECT_STORAGE, REDIS_CLIENT, RPC_CLIENT } from './tokens.js';

export interface GatewayDependencies {
  config: GatewayConfig;
  rpc: RpcClient;
  redis: RedisClientType;
  storage: ObjectStorage;
  logger: Logger;
}

/** Every group of endpoint handlers; the router refuses to start when one endpoint is left without an answer. */
const HANDLER_SETS = [AuthHandlers, AccountHandlers, ProviderSignInHandlers, CreditsHandlers, GenerationHandlers, StudyToolHandlers, AudioHandlers, AudioRecapHandlers, TutorHandlers, JobEventsHandlers, BooksHandlers, BillingHandlers, HealthHandlers, SiteHandlers, AccountDataHandlers, ProfileHandlers, StudyPlanHandlers];

@Module({})
export class GatewayModule {
  static register(deps: GatewayDependencies): DynamicModule {
    return {
      module: GatewayModule,
      providers: [
        { provide: GATEWAY_CONFIG, useValue: deps.config },
        { provide: RPC_CLIENT, useValue: deps.rpc },
        { provide: REDIS_CLIENT, useValue: deps.redis },
        { provide: LOGGER, useValue: deps.logger },
        { provide: OBJECT_STORAGE, useValue: deps.storage },
        { provide: MEDIA_LINK_SIGNER, useValue: new MediaLinkSigner(deps.config.MEDIA_LINK_SECRET) },
        { provide: AuthRateLimits, useValue: new AuthRateLimits(new RateLimiter(deps.redis), deps.config) },
        { provide: AccountRateLimits, useValue: new AccountRateLimits(new RateLimiter(deps.redis), deps.config) },
        { provide: CostlyWorkQuota, useValue: new CostlyWorkQuota(new RateLimiter(deps.redis), deps.redis, deps.rpc, deps.config, deps.logger) },
        { provide: ProgressStreamCap, useValue: new ProgressStreamCap(deps.redis, deps.config.PROGRESS_STREAMS_PER_STUDENT) },
        { provide: SessionCookie, useValue: new SessionCookie(deps.config) },
        { provide: SignInDeviceCookie, useValue: new SignInDeviceCookie(deps.config) },
        { provide: SessionRegistry, useValue: new SessionRegistry(deps.redis, deps.config.SESSION_TTL_HOURS * 3600) },
        CurrentUserService,
        { provide: SignInProviders, useValue: new SignInProviders(signInProviderSettings(deps.config), deps.logger) },
        ProviderSignInService,
        SessionSerializer,
        JobLauncher,
        Draining,
        JobAnnouncements,
        StudyUploadReceiver,
        ...HANDLER_SETS,
        {
          provide: EndpointRouter,
          inject: [StudyUploadReceiver, CostlyWorkQuota, ...HANDLER_SETS],
          useFactory: (uploads: StudyUploadReceiver, quota: CostlyWorkQuota, ...sets: EndpointHandlerSet[]) =>
            new EndpointRouter(API_ENDPOINTS, mergeHandlers(sets), { rpc: deps.rpc, uploads, quota, credits: new UploadCreditCheck(deps.rpc), logger: deps.logger }),
        },
      ],
    };
  }
}
