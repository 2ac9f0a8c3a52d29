/**
 * Back-office users resource (ra-data-simple-rest at /api/admin/users) and its commands.
 * Who may do what: admin everything; moderator verify, suspend, activate and override the risk level on non-staff
 * accounts; auditor reads only. The user decider enforces the staff hierarchy per account, so a bulk command refuses id by id.
 */
import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, Roles } from '../../platform/auth/guards/auth.decorators.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { DomainError, forbidden, notFound, validationError } from '../../platform/errors/domain-errors.js';
import { errorBody } from '../../platform/errors/http-error.filter.js';
import { parseRaList, setContentRange, setNextAfter, type RaListQuery } from '../../platform/http/ra-list.js';
import { UserModeration, type ModerationAction } from '../application/user-moderation.js';
import { AccountErasure } from '../application/account-erasure.js';
import { UserQueries, toAdminView } from '../application/user-queries.js';
import { BulkDto, ChangeRolesDto, OverrideRiskDto, SuspendUserDto, VerifyUserDto } from './moderation.dto.js';
import { isUserCommandName } from './moderation.dto.js';
import type { UserCommandName } from './moderation.dto.js';
import { USER_LIST_SPEC, streamUsersCsv } from './users-csv.js';
import { STAFF_ROLES } from '../../platform/auth/roles.js';

const MAY: Record<UserCommandName, string[]> = {
  verify: ['admin', 'moderator'],
  suspend: ['admin', 'moderator'],
  activate: ['admin', 'moderator'],
  'change-role': ['admin'],
  forget: ['admin'],
};

@ApiTags('admin: users')
@Controller('api/admin/users')
export class AdminUsersController {
  constructor(
    private readonly moderation: UserModeration,
    private readonly erasure: AccountErasure,
    private readonly queries: UserQueries,
  ) {}

  @Get()
  @Roles(...STAFF_ROLES)
  async list(@Query() query: RaListQuery, @Res({ passthrough: true }) res: Response) {
    const options = parseRaList(query, USER_LIST_SPEC);
    const [docs, total] = await Promise.all([this.queries.users.find(options), this.queries.users.count(options)]);
    setContentRange(res, 'users', options.offset, docs.length, total);
    if (query.after !== undefined) setNextAfter(res, docs, options.limit);
    return docs.map(toAdminView);
  }

  /** Every matching row, streamed: no row cap (react-admin's own exporter stops at 1,000). */
  @Get('export.csv')
  @Roles(...STAFF_ROLES)
  async exportCsv(@Query() query: RaListQuery, @Res() res: Response) {
    await streamUsersCsv(this.queries.users, parseRaList(query, USER_LIST_SPEC), res);
  }

  @Get(':id')
  @Roles(...STAFF_ROLES)
  async show(@Param('id') id: string) {
    return toAdminView(await this.queries.get(id));
  }

  @Post(':id/verify')
  @HttpCode(200)
  @Roles('admin', 'moderator')
  verify(@Param('id') id: string, @Body() body: VerifyUserDto, @CurrentUser() actor: AccountAccess) {
    return this.moderate(id, actor, { action: 'verify', note: body.note ?? null });
  }

  @Post(':id/suspend')
  @HttpCode(200)
  @Roles('admin', 'moderator')
  suspend(@Param('id') id: string, @Body() body: SuspendUserDto, @CurrentUser() actor: AccountAccess) {
    return this.moderate(id, actor, { action: 'suspend', reason: body.reason });
  }

  @Post(':id/activate')
  @HttpCode(200)
  @Roles('admin', 'moderator')
  activate(@Param('id') id: string, @CurrentUser() actor: AccountAccess) {
    return this.moderate(id, actor, { action: 'activate' });
  }

  @Post(':id/change-role')
  @HttpCode(200)
  @Roles('admin')
  changeRole(@Param('id') id: string, @Body() body: ChangeRolesDto, @CurrentUser() actor: AccountAccess) {
    return this.moderate(id, actor, { action: 'change-role', roles: body.roles });
  }

  /** Staff's risk level wins over the computed one until cleared (moderators: non-staff accounts only). */
  @Post(':id/override-risk')
  @HttpCode(200)
  @Roles('admin', 'moderator')
  overrideRisk(@Param('id') id: string, @Body() body: OverrideRiskDto, @CurrentUser() actor: AccountAccess) {
    return this.moderate(id, actor, { action: 'override-risk', level: body.level, reason: body.reason });
  }

  @Post(':id/clear-risk')
  @HttpCode(200)
  @Roles('admin', 'moderator')
  clearRisk(@Param('id') id: string, @CurrentUser() actor: AccountAccess) {
    return this.moderate(id, actor, { action: 'clear-risk' });
  }

  @Post(':id/forget')
  @HttpCode(200)
  @Roles('admin')
  async forget(@Param('id') id: string, @CurrentUser() actor: AccountAccess) {
    await this.queries.get(id);
    return this.erasure.forget(id, asActor(actor));
  }

  /** Bulk: `{ ids, ...arguments }` → which succeeded and why the others failed, in both languages. */
  @Post(':command')
  @HttpCode(200)
  @Roles('admin', 'moderator')
  async bulk(@Param('command') command: string, @Body() body: BulkDto, @CurrentUser() actor: AccountAccess) {
    if (!isUserCommandName(command) || command === 'forget') throw notFound('Command', 'الأمر');
    if (!MAY[command].some((r) => actor.roles.includes(r))) {
      throw forbidden('You do not have permission to do this.', 'ليس لديك صلاحية للقيام بذلك.');
    }
    const request = bulkRequest(command, body);
    const succeeded: string[] = [];
    const failed: Array<{ id: string; code: string; message: string; messageAr: string }> = [];
    for (const id of [...new Set(body.ids)]) {
      try {
        await this.moderate(id, actor, request);
        succeeded.push(id);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        const { code, message, messageAr } = errorBody(error);
        failed.push({ id, code, message, messageAr });
      }
    }
    return { succeeded, failed };
  }

  private async moderate(id: string, actor: AccountAccess, request: ModerationAction) {
    await this.queries.get(id); // 404 for an unknown user, before any command
    return this.moderation.moderate(id, asActor(actor), request);
  }
}

const asActor = (access: AccountAccess) => ({ id: access.userId, roles: access.roles });

function bulkRequest(command: Exclude<UserCommandName, 'forget'>, body: BulkDto): ModerationAction {
  const missing = (field: string) =>
    validationError([{ field, code: 'isNotEmpty', message: 'This field is required.', messageAr: 'هذا الحقل مطلوب.' }]);
  switch (command) {
    case 'verify':
      return { action: 'verify', note: body.note ?? null };
    case 'activate':
      return { action: 'activate' };
    case 'suspend':
      if (!body.reason) throw missing('reason');
      return { action: 'suspend', reason: body.reason };
    case 'change-role':
      if (!body.roles) throw missing('roles');
      return { action: 'change-role', roles: body.roles };
  }
}
