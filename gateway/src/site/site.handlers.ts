import { Inject, Injectable } from '@nestjs/common';
import type { GatewayConfig } from '../gateway-config.js';
import { defineHandlers, type EndpointHandlerSet } from '../http/endpoint-handler.js';
import { GATEWAY_CONFIG } from '../tokens.js';

/** What the public pages show about this deployment. */
@Injectable()
export class SiteHandlers implements EndpointHandlerSet {
  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {}

  readonly handlers = defineHandlers({
    getSiteInfo: () => ({ supportEmail: this.config.SUPPORT_EMAIL }),
  });
}
