import { Inject, Injectable, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { signInSchema } from '@studyforge/contracts';
import type { Request } from 'express';
import { parseBody } from '../http/zod-body.pipe.js';
import { AuthRateLimits } from './auth-rate-limits.js';

/**
 * Sign-in: validate the body, count the attempt (per IP and per account), check the password,
 * then log in, which gives the browser a new session id.
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  constructor(@Inject(AuthRateLimits) private readonly limits: AuthRateLimits) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const body = parseBody(signInSchema, req.body);
    req.body = body;
    await this.limits.signInAttempt(req.ip ?? 'unknown', body.email);
    await super.canActivate(context);
    await super.logIn(req);
    await this.limits.signInSucceeded(body.email);
    return true;
  }

  override handleRequest<TUser>(error: unknown, user: TUser): TUser {
    if (error) throw error;
    return user;
  }
}
