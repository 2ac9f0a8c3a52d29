/**
 * `@RecentSignIn()`: a route that cannot be undone (erasing one's account) needs a sign-in made in the last
 * ten minutes, so a session left open on a shared computer cannot do it. Otherwise 403
 * `reauthentication_required`; the client sends the person through `/api/login?prompt=login` and back.
 */
import { applyDecorators, type CanActivate, type ExecutionContext, Injectable, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { reauthenticationRequired } from '../auth-errors.js';

export const RECENT_SIGN_IN_MS = 10 * 60 * 1000;

@Injectable()
export class RecentSignInGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const signedInAt = context.switchToHttp().getRequest<Request>().session?.signedInAt;
    if (typeof signedInAt === 'number' && Date.now() - signedInAt <= RECENT_SIGN_IN_MS) return true;
    throw reauthenticationRequired();
  }
}

export const RecentSignIn = () => applyDecorators(UseGuards(RecentSignInGuard));
