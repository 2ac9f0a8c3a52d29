import { Body, Controller, Get, HttpCode, Patch, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../platform/auth/guards/auth.decorators.js';
import { RecentSignIn } from '../../platform/auth/guards/recent-sign-in.guard.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { AccountCommands } from '../application/account-commands.js';
import { AccountErasure } from '../application/account-erasure.js';
import { UserQueries } from '../application/user-queries.js';
import { UpdateProfileDto } from './update-profile.dto.js';
import { ChooseRolesDto } from './choose-roles.dto.js';
import { ChooseLanguageDto } from './choose-language.dto.js';
import { ArtPreferencesDto, EmailNotificationsDto, PrivacySettingsDto } from './account-preferences.dto.js';

@ApiTags('profile')
@Controller('api')
export class ProfileController {
  constructor(
    private readonly commands: AccountCommands,
    private readonly erasure: AccountErasure,
    private readonly queries: UserQueries,
  ) {}

  /** 401 when signed out (the session guard answers before this runs). */
  @Get('profile')
  async profile(@CurrentUser() user: AccountAccess) {
    return this.queries.profileView(user.userId);
  }

  @Patch('profile')
  update(@CurrentUser() user: AccountAccess, @Body() body: UpdateProfileDto) {
    return this.commands.updateProfile(user.userId, body);
  }

  /**
   * The language my mails come in. Its own endpoint rather than a field of PATCH /api/profile: the profile's
   * fields are personal data stated whole by `ProfileUpdated`, the language is a separate fact with its own event.
   */
  @Put('profile/language')
  chooseLanguage(@CurrentUser() user: AccountAccess, @Body() body: ChooseLanguageDto) {
    return this.commands.choosePreferredLanguage(user.userId, body.language);
  }

  /** My art preferences, stated whole (a list left out is empty, a price left out no bound). Also in GET /api/profile. */
  @Put('profile/art-preferences')
  setArtPreferences(@CurrentUser() user: AccountAccess, @Body() body: ArtPreferencesDto) {
    return this.commands.setArtPreferences(user.userId, { ...body });
  }

  /** My privacy settings: those left out keep their value. Also in GET /api/profile. */
  @Put('profile/privacy')
  changePrivacy(@CurrentUser() user: AccountAccess, @Body() body: PrivacySettingsDto) {
    return this.commands.changePrivacySettings(user.userId, { ...body });
  }

  /** The kinds of optional mail I receive (every kind until I choose). Mails that must go are of no kind. */
  @Get('profile/notifications')
  emailNotifications(@CurrentUser() user: AccountAccess) {
    return this.queries.emailNotifications(user.userId);
  }

  /** Switch kinds of optional mail on or off: those left out keep their value. Answers every kind. */
  @Put('profile/notifications')
  chooseEmailNotifications(@CurrentUser() user: AccountAccess, @Body() body: EmailNotificationsDto) {
    return this.commands.chooseEmailNotifications(user.userId, { ...body });
  }

  /**
   * Erase my personal data (crypto-shredding); the answer lists what the law makes us keep. Needs a sign-in in
   * the last 10 minutes (403 reauthentication_required otherwise).
   */
  @Post('profile/erase')
  @HttpCode(200)
  @RecentSignIn()
  erase(@CurrentUser() user: AccountAccess) {
    return this.erasure.forget(user.userId, { id: user.userId, roles: user.roles });
  }

  @Get('user/roles')
  roles(@CurrentUser() user: AccountAccess) {
    return { setupComplete: user.setupComplete, roles: user.roles };
  }

  @Post('user/roles')
  @HttpCode(200)
  chooseRoles(@CurrentUser() user: AccountAccess, @Body() body: ChooseRolesDto) {
    return this.commands.chooseRoles(user.userId, body.roles);
  }
}
