/**
 * Download my data (PDPL access right): the signed-in person's own data as one JSON file, gathered from each
 * context's public surface (identity's profile and account standing, KYC's case: documents without their files,
 * requests and decision history), recorded as `PersonalDataExported` on their stream before it is served. Files
 * stay with their owners' screens (the KYC documents open from the Verification tab).
 */
import { Controller, Get, Header } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../platform/auth/guards/auth.decorators.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { RecordDataExportCommand, UserQueries, toProfileView } from '../../identity/index.js';
import { KycQueries } from '../../kyc/index.js';

@ApiTags('profile')
@Controller('api/profile/data-export')
export class DataExportController {
  constructor(
    private readonly commands: CommandBus,
    private readonly users: UserQueries,
    private readonly kyc: KycQueries,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @Header('Content-Disposition', 'attachment; filename="my-data.json"')
  async export(@CurrentUser() user: AccountAccess) {
    const [account, kyc] = await Promise.all([this.users.get(user.userId), this.kyc.caseOf(user.userId)]);
    const sections = { account: toProfileView(account), kyc };
    await this.commands.execute(new RecordDataExportCommand(user.userId, Object.keys(sections)));
    return { exportedAt: new Date().toISOString(), userId: user.userId, ...sections };
  }
}
