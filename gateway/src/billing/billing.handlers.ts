import { Inject, Injectable } from '@nestjs/common';
import { billingMessages, DomainError, ErrorCode } from '@studyforge/contracts';
import type { RpcClient } from '@studyforge/service-kit';
import type { Request } from 'express';
import type { GatewayConfig } from '../gateway-config.js';
import { defineHandlers, type EndpointHandlerSet } from '../http/endpoint-handler.js';
import { rawBodyOf } from '../http/json-body.middleware.js';
import { GATEWAY_CONFIG, RPC_CLIENT } from '../tokens.js';

/** A webhook's bytes travel over NATS as base64: half a megabyte keeps the message well under NATS's limit. */
const WEBHOOK_MAX_BYTES = 512 * 1024;

/** The portal (its return address is this site's) and the payment provider's webhook (its exact bytes and signature, to billing). */
@Injectable()
export class BillingHandlers implements EndpointHandlerSet {
  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  readonly handlers = defineHandlers({
    openBillingPortal: ({ req, body, actor, context }) =>
      this.rpc.request('billing.open-portal', { userId: actor.userId, returnUrl: new URL(body.returnPath, this.siteOrigin(req)).toString() }, context, 30_000),

    billingWebhook: ({ req, context }) => {
      const raw = rawBodyOf(req);
      if (!raw || raw.length === 0) throw new DomainError(ErrorCode.ValidationFailed, billingMessages.notJson);
      if (raw.length > WEBHOOK_MAX_BYTES) throw new DomainError(ErrorCode.PayloadTooLarge, 'The webhook body is too large (512 KB at most).');
      const signature = req.header('stripe-signature');
      if (!signature) throw new DomainError(ErrorCode.ValidationFailed, billingMessages.missingSignature);
      return this.rpc.request('billing.webhook', { payload: raw.toString('base64'), signature }, context, 30_000);
    },
  });

  private siteOrigin(req: Request): string {
    if (this.config.PUBLIC_URL && URL.canParse(this.config.PUBLIC_URL)) return new URL(this.config.PUBLIC_URL).origin;
    return `${req.protocol}://${req.get('host') ?? 'localhost'}`;
  }
}
