/** Global guard after SessionAuthGuard: a route marked @Roles(...) needs at least one of them. */
import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { missingRole, unauthenticated } from '../auth-errors.js';
import { ROLES_KEY } from './auth.decorators.js';

@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const required = this.reflector.getAllAndOverride<string[] | undefined>(ROLES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!required || required.length === 0) return true;
    const account = context.switchToHttp().getRequest<Request>().account;
    // @Roles on a @Public route still means "signed in with one of these".
    if (!account) throw unauthenticated();
    if (!account.roles.some((role) => required.includes(role))) throw missingRole(required);
    return true;
  }
}
