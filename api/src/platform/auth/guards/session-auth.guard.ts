/**
 * Global guard: reads the session's user, loads their access fresh through ACCOUNTS_PORT (a role change or a
 * suspension applies on the next request) and puts it on `req.account`. Signed out, only @Public routes pass.
 * A suspended or forgotten person's session is destroyed.
 */
import { type CanActivate, type ExecutionContext, Inject, Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ACCOUNTS_PORT, type AccountsPort, SIGNED_OUT_STATUSES } from '../accounts.port.js';
import { accountNotActive, unauthenticated } from '../auth-errors.js';
import { destroySession } from '../auth-request.js';
import { IS_PUBLIC_KEY } from './auth.decorators.js';

@Injectable()
export class SessionAuthGuard implements CanActivate {
  private readonly logger = new Logger(SessionAuthGuard.name);

  constructor(
    private readonly reflector: Reflector,
    @Inject(ACCOUNTS_PORT) private readonly accounts: AccountsPort,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<Request>();
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    const userId = req.session?.userId;
    if (userId) {
      const access = await this.accounts.getAccess(userId);
      if (access && !SIGNED_OUT_STATUSES.includes(access.status)) {
        req.account = access;
        return true;
      }
      this.logger.log(`Ending the session of user ${userId}: ${access ? `status ${access.status}` : 'no such user'}`);
      await destroySession(req);
      if (!isPublic) throw accountNotActive();
    }
    if (isPublic) return true;
    throw unauthenticated();
  }
}
