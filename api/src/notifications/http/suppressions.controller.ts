/**
 * Admins add a recipient to the suppression list (by address: only its keyed hash is kept) or lift an entry;
 * each change an event on `mailSuppression-<hash>`. Reading the list is in mail-admin.controller.ts.
 */
import { Body, Controller, Delete, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsEmail, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { CurrentUser, Roles } from '../../platform/auth/guards/auth.decorators.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { commandContext, ReadYourWrites } from '../../platform/commands/command-context.js';
import type { AppConfig } from '../../platform/config/app-config.js';
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import { APP_CONFIG, READ_STORE } from '../../platform/tokens.js';
import { SUPPRESSION_REASONS, suppressionDecider, type SuppressionReason } from '../domain/suppression.decider.js';
import { SUPPRESSIONS, type SuppressionDoc } from '../suppression/suppressions.projection.js';
import { recipientHash } from '../email/recipient-hash.js';
import { noSuchEntry } from './mail-records.queries.js';

export class SuppressDto {
  @IsEmail()
  @MaxLength(254)
  email!: string;

  @ApiProperty({ enum: SUPPRESSION_REASONS })
  @IsIn(SUPPRESSION_REASONS)
  reason!: SuppressionReason;

  @IsOptional()
  @IsString()
  @MaxLength(500)
  note?: string;
}

@ApiTags('admin')
@Roles('admin')
@Controller('api/admin/mail/suppressions')
export class SuppressionsController {
  constructor(
    private readonly writes: ReadYourWrites,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  @Post()
  async add(@Body() body: SuppressDto, @CurrentUser() admin: AccountAccess): Promise<SuppressionDoc> {
    const hash = recipientHash(body.email, this.config.piiMasterKey);
    const command = { type: 'Suppress' as const, recipientHash: hash, reason: body.reason, note: body.note ?? null };
    await this.writes.run(suppressionDecider, hash, command, commandContext(admin.userId), SUPPRESSIONS);
    const found = await this.store.collection<SuppressionDoc>(SUPPRESSIONS).get(hash);
    if (!found) throw noSuchEntry(hash);
    return found;
  }

  @Delete(':id')
  @HttpCode(200)
  async lift(@Param('id') id: string, @CurrentUser() admin: AccountAccess): Promise<{ id: string }> {
    await this.writes.run(
      suppressionDecider,
      id,
      { type: 'Lift', recipientHash: id },
      commandContext(admin.userId),
      SUPPRESSIONS,
    );
    return { id };
  }
}
