/** A sold-out tier's waiting list: join and leave it (idempotent), my places, and the organiser's view of the line. */
import { Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles } from '../../platform/auth/guards/auth.decorators.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { RequiresFeature } from '../../settings/index.js';
import { WaitlistCommands } from '../application/waitlist-commands.js';
import { WaitlistQueries } from '../application/waitlist-queries.js';
import { WorkshopQueries } from '../application/workshop-queries.js';
import { WaitlistParams } from './workshops.dto.js';

@ApiTags('workshops')
@Controller('api')
export class WaitlistController {
  constructor(
    private readonly commands: WaitlistCommands,
    private readonly queries: WaitlistQueries,
    private readonly workshops: WorkshopQueries,
  ) {}

  @Post('workshops/:id/ticket-tiers/:tierId/waitlist')
  @RequiresFeature('workshops')
  join(@CurrentUser() user: AccountAccess, @Param() params: WaitlistParams) {
    return this.commands.join(user, params.id, params.tierId);
  }

  @Delete('workshops/:id/ticket-tiers/:tierId/waitlist')
  @HttpCode(200)
  leave(@CurrentUser() user: AccountAccess, @Param() params: WaitlistParams) {
    return this.commands.leave(user, params.id, params.tierId);
  }

  @Get('my-waitlist')
  mine(@CurrentUser() user: AccountAccess) {
    return this.queries.mine(user.userId);
  }

  @Get('workshops/:id/waitlist')
  @Roles('workshop_organiser', 'gallery', 'admin')
  async line(@CurrentUser() user: AccountAccess, @Param('id') id: string) {
    return this.queries.ofWorkshop((await this.workshops.ownedWorkshop(id, user)).id);
  }
}
