/**
 * `@RecentSignIn()`: a route that cannot be undone (erasing one's account) needs the person to have proved who
 * they are at the identity provider in the last ten minutes (its `auth_time`), so a session left open on a shared
 * computer cannot do it, nor a sign-in that silently reuses the provider's session. Otherwise 403
 * `reauthentication_required`; the client sends the person through `/api/login?prompt=login` (the provider asks
 * for the password again) and back.
 */
import { applyDecorators, type CanActivate, type ExecutionContext, Injectable, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { reauthenticationRequired } from '../auth-errors.js';

export const RECENT_SIGN_IN_MS = 10 * 60 * 1000;

@Injectable()
export class RecentSignInGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const authenticatedAt = context.switchToHttp().getRequest<Request>().session?.authenticatedAt;
    if (typeof authenticatedAt === 'number' && Date.now() - authenticatedAt <= RECENT_SIGN_IN_MS) return true;
    throw reauthenticationRequired();
  }
}

export const RecentSignIn = () => applyDecorators(UseGuards(RecentSignInGuard));
