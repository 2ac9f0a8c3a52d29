import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Request } from 'express';
import type { AccountAccess } from '../accounts.port.js';
import type { Role } from '../roles.js';

export const IS_PUBLIC_KEY = 'isPublic';
export const ROLES_KEY = 'roles';

/** Open to visitors who are signed out. Every other route needs a session. */
export const Public = () => SetMetadata(IS_PUBLIC_KEY, true);

/** Needs a session and at least one of these roles. */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);

/** The signed-in person's current access, as read for this request (undefined on a public route when signed out). */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AccountAccess | undefined =>
    context.switchToHttp().getRequest<Request>().account,
);
