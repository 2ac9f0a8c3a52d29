/**
 * A moderator's `…/hide` or `…/restore` of something a person wrote (a comment, a discussion or its reply, a
 * commission request or its bid): one route per target, the action its last path segment, as the back-office calls
 * them. Moderators and administrators only; auditors read the queues but change nothing.
 */
import { applyDecorators, HttpCode, Param, type PipeTransform, Post } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import { Roles } from '../auth/guards/auth.decorators.js';
import { notFound } from '../errors/domain-errors.js';

export const MODERATIONS = ['hide', 'restore'] as const;
export type Moderation = (typeof MODERATIONS)[number];

/** Any other last segment names no route: 404, as it was when hide and restore were routes of their own. */
class ModerationPipe implements PipeTransform<string, Moderation> {
  transform(action: string): Moderation {
    if (!(MODERATIONS as readonly string[]).includes(action)) throw notFound('Action', 'الإجراء');
    return action as Moderation;
  }
}

/** `POST <path>` (which ends in `:action`), answered 200 with what was moderated. */
export const ModerationRoute = (path: string) =>
  applyDecorators(
    Post(path),
    HttpCode(200),
    Roles('admin', 'moderator'),
    ApiParam({ name: 'action', enum: MODERATIONS }),
  );

/** The route's `:action` segment, as hide or restore. */
export const ModerationAction = () => Param('action', ModerationPipe);
