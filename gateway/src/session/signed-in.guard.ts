import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { authMessages, DomainError, ErrorCode } from '@studyforge/contracts';
import type { Request } from 'express';

@Injectable()
export class SignedInGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    if (req.isAuthenticated?.() && req.user) return true;
    throw new DomainError(ErrorCode.Unauthenticated, authMessages.signedOut);
  }
}
