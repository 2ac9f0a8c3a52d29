/**
 * What only staff may see of how the platform runs: the health details (error messages, positions), and in
 * production the OpenAPI pages and the auction replicas' counters. A staff account is one with a staff role
 * (admin, moderator, auditor) and an active status, read fresh for each request as everywhere else.
 */
import { type CanActivate, type ExecutionContext, Inject, Injectable, UseGuards } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../tokens.js';
import { type AccountAccess, type AccountsPort, SIGNED_OUT_STATUSES } from '../accounts.port.js';
import { missingRole, unauthenticated } from '../auth-errors.js';
import { STAFF_ROLES } from '../roles.js';

export const isStaff = (account: AccountAccess | null | undefined): boolean =>
  Boolean(account) &&
  !SIGNED_OUT_STATUSES.includes(account!.status) &&
  account!.roles.some((role) => (STAFF_ROLES as readonly string[]).includes(role));

/** 401 signed out, 403 signed in without a staff role. */
function refuseUnlessStaff(account: AccountAccess | null | undefined): void {
  if (!account || SIGNED_OUT_STATUSES.includes(account.status)) throw unauthenticated();
  if (!isStaff(account)) throw missingRole(STAFF_ROLES);
}

/** `@StaffOnlyInProduction()` on a @Public route: open during development and tests, staff only in production. */
@Injectable()
export class StaffInProductionGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    if (this.config.nodeEnv === 'production') refuseUnlessStaff(context.switchToHttp().getRequest<Request>().account);
    return true;
  }
}

export const StaffOnlyInProduction = () => UseGuards(StaffInProductionGuard);

/** The same rule as Express middleware, for pages served outside Nest's routes (the OpenAPI document and UI). */
export function staffOnlyPages(accounts: AccountsPort) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const userId = req.session?.userId;
      refuseUnlessStaff(userId ? await accounts.getAccess(userId) : null);
      next();
    } catch (error) {
      next(error);
    }
  };
}
