import { Controller, Get, Inject, Req, Res, UseGuards } from '@nestjs/common';
import { FREE_TRIAL_CREDITS, PRICE_TABLE, type CreditStatsReply, type CreditsReply, type PricesReply } from '@studyforge/contracts';
import type { RpcClient } from '@studyforge/service-kit';
import type { Request, Response } from 'express';
import { rpcContextOf } from '../http/request-context.js';
import { SignedInGuard } from '../session/signed-in.guard.js';
import { RPC_CLIENT } from '../tokens.js';

@Controller()
export class CreditsController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Get('user/credits')
  @UseGuards(SignedInGuard)
  credits(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<CreditsReply> {
    res.setHeader('Cache-Control', 'no-store');
    return this.rpc.request('credits.balance', { userId: req.user!.id }, rpcContextOf(req));
  }

  @Get('user/stats')
  @UseGuards(SignedInGuard)
  stats(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<CreditStatsReply> {
    res.setHeader('Cache-Control', 'no-store');
    return this.rpc.request('credits.stats', { userId: req.user!.id }, rpcContextOf(req));
  }

  @Get('credits/prices')
  prices(@Res({ passthrough: true }) res: Response): PricesReply {
    res.setHeader('Cache-Control', 'public, max-age=300');
    return { freeTrialCredits: FREE_TRIAL_CREDITS, prices: PRICE_TABLE.map((row) => ({ ...row })) };
  }
}
