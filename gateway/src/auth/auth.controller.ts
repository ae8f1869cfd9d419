import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { signUpSchema, type CurrentUser, type SignUpBody, type User } from '@studyforge/contracts';
import type { RpcClient } from '@studyforge/service-kit';
import type { Request, Response } from 'express';
import { rpcContextOf } from '../http/request-context.js';
import { ZodBodyPipe } from '../http/zod-body.pipe.js';
import { SESSION_COOKIE } from '../session/session.middleware.js';
import { SignedInGuard } from '../session/signed-in.guard.js';
import { RPC_CLIENT } from '../tokens.js';
import { AuthRateLimits } from './auth-rate-limits.js';
import { CurrentUserService } from './current-user.service.js';
import { LocalAuthGuard } from './local-auth.guard.js';

export const PROVIDER_NOT_CONFIGURED_REDIRECT = '/signin?authError=provider-not-configured';

@Controller()
export class AuthController {
  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(AuthRateLimits) private readonly limits: AuthRateLimits,
    @Inject(CurrentUserService) private readonly currentUser: CurrentUserService,
  ) {}

  @Get('auth/user')
  @UseGuards(SignedInGuard)
  async user(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<CurrentUser> {
    res.setHeader('Cache-Control', 'no-store');
    return this.currentUser.load(req.user!.id, rpcContextOf(req));
  }

  @Post('auth/signup')
  @HttpCode(201)
  async signUp(@Req() req: Request, @Body(new ZodBodyPipe(signUpSchema)) body: SignUpBody): Promise<User> {
    await this.limits.signUpAttempt(req.ip ?? 'unknown', body.email);
    return this.rpc.request('auth.sign-up', body, rpcContextOf(req));
  }

  @Post('auth/signin')
  @HttpCode(200)
  @UseGuards(LocalAuthGuard)
  async signIn(@Req() req: Request): Promise<CurrentUser> {
    return this.currentUser.load(req.user!.id, rpcContextOf(req));
  }

  /** Ends the session server-side, forgets the cookie and sends the browser home. */
  @Get('logout')
  logout(@Req() req: Request, @Res() res: Response): void {
    const done = () => {
      res.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
      res.redirect(302, '/');
    };
    if (!req.session) return done();
    req.session.destroy(() => done());
  }

  @Get('auth/google')
  google(@Res() res: Response): void {
    res.redirect(302, PROVIDER_NOT_CONFIGURED_REDIRECT);
  }

  @Get('login')
  hostedLogin(@Res() res: Response): void {
    res.redirect(302, PROVIDER_NOT_CONFIGURED_REDIRECT);
  }
}
