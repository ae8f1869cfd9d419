import { Injectable } from '@nestjs/common';
import { FREE_TRIAL_CREDITS, PRICE_TABLE } from '@studyforge/contracts';
import { defineHandlers, type EndpointHandlerSet } from '../http/endpoint-handler.js';

/** The price table is the contract's own: no service is asked. */
@Injectable()
export class CreditsHandlers implements EndpointHandlerSet {
  readonly handlers = defineHandlers({
    getPrices: () => ({ freeTrialCredits: FREE_TRIAL_CREDITS, prices: PRICE_TABLE.map((row) => ({ ...row })) }),
  });
}
