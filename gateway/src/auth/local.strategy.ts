import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { RpcClient } from '@studyforge/service-kit';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import { rpcContextOf } from '../http/request-context.js';
import { RPC_CLIENT } from '../tokens.js';

/** Email and password, checked by the auth service; the session keeps only the user id. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true });
  }

  async validate(req: Request, email: string, password: string): Promise<Express.User> {
    const user = await this.rpc.request('auth.verify-credentials', { email, password }, rpcContextOf(req));
    return { id: user.id };
  }
}
