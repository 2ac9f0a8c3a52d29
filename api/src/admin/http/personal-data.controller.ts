/**
 * Download my data (PDPL access right): the signed-in person's own data as one JSON file, one section per
 * context (admin/personal-data-sections.ts). Files stay with their owners' screens (the KYC documents open from
 * the Verification tab). A few per hour per account: each export reads every context, and a stolen session
 * should not be able to siphon a person's data repeatedly unnoticed.
 */
import { Controller, Get, Header } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../platform/auth/guards/auth.decorators.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { RateLimit } from '../../platform/rate-limit/rate-limit.decorator.js';
import { PersonalDataExport } from '../application/personal-data-export.js';

export const PERSONAL_DATA_EXPORT_LIMIT = {
  bucket: 'personal-data-export',
  scope: 'user',
  points: 3,
  windowSeconds: 3600,
} as const;

@ApiTags('profile')
@Controller('api/profile/export')
export class PersonalDataController {
  constructor(private readonly exports: PersonalDataExport) {}

  @Get()
  @RateLimit(PERSONAL_DATA_EXPORT_LIMIT)
  @ApiProduces('application/json')
  @Header('Cache-Control', 'no-store')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="my-data.json"')
  export(@CurrentUser() user: AccountAccess) {
    return this.exports.of(user.userId, new Date());
  }
}
