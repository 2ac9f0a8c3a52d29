/**
 * The first run (`/admin/setup` in the storefront): whether setup is done (anyone may ask), and the claim of the
 * first admin by a signed-in person with the setup token (first-run-setup.ts).
 */
import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { CurrentUser, Public } from '../../platform/auth/guards/auth.decorators.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { FirstRunSetup } from '../application/first-run-setup.js';

export class AdminSetupDto {
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  token!: string;
}

@ApiTags('admin: setup')
@Controller('api/admin/setup')
export class AdminSetupController {
  constructor(private readonly setup: FirstRunSetup) {}

  @Get()
  @Public()
  async status() {
    return { done: await this.setup.done() };
  }

  @Post()
  @HttpCode(200)
  claim(@CurrentUser() user: AccountAccess, @Body() body: AdminSetupDto) {
    return this.setup.claim(user.userId, body.token);
  }
}
