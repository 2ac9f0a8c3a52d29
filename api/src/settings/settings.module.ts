import { Global, Module } from '@nestjs/common';
import { SettingsQueries } from './application/settings-queries.js';
import { SettingsCommands } from './application/settings-commands.js';
import { SettingsAdminViews } from './application/settings-admin-views.js';
import { AnnouncementQueries } from './application/announcement-queries.js';
import { FeatureGuard } from './http/requires-feature.js';
import { SettingsController } from './http/settings.controller.js';
import { AnnouncementsController } from './http/announcements.controller.js';
import { ContentController } from './http/content.controller.js';
import { LandingController } from './http/landing.controller.js';
import { ContentQueries } from './application/content-queries.js';
import { StorefrontTranslations } from './application/translations.js';
import { TranslationsController } from './http/translations.controller.js';

/** The settings context's HTTP and commands. Global: every context reads the settings in force (SettingsQueries)
 * and guards routes of a feature that can be switched off (FeatureGuard), without importing this module. */
@Global()
@Module({
  controllers: [
    SettingsController,
    AnnouncementsController,
    ContentController,
    LandingController,
    TranslationsController,
  ],
  providers: [
    SettingsQueries,
    SettingsCommands,
    SettingsAdminViews,
    AnnouncementQueries,
    ContentQueries,
    StorefrontTranslations,
    FeatureGuard,
  ],
  exports: [SettingsQueries, FeatureGuard],
})
export class SettingsModule {}
