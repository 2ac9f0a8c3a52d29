/**
 * The settings' writes: each runs its decider on its stream (the platform's settings, a feature's toggle, an
 * announcement), waits for the read model, and drops what SettingsQueries keeps so the next read in this process
 * shows the change.
 */
import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../platform/tokens.js';
import type { AppConfig } from '../../platform/config/app-config.js';
import { commandContext, ReadYourWrites } from '../../platform/commands/command-context.js';
import type { Decider, DomainEvent } from '../../platform/commands/decider.js';
import { notFound } from '../../platform/errors/domain-errors.js';
import { platformSettingsDecider } from '../domain/platform-settings.decider.js';
import { featureToggleDecider } from '../domain/feature-toggle.decider.js';
import { announcementDecider } from '../domain/announcement.decider.js';
import { FEATURES, type AnnouncementDetails, type Feature, type ToggleSetting } from '../domain/settings.events.js';
import { settingsProjection } from '../projections/settings.projections.js';
import { pageContentDecider, type ContentPage, type PageContent } from '../domain/page-content.js';
import { pageContentsProjection } from '../projections/page-contents.projection.js';
import { LANDING_ID, landingContentDecider, type LandingContent } from '../domain/landing-content.js';
import { landingContentProjection } from '../projections/landing-content.projection.js';
import { platformDefaults } from './platform-defaults.js';
import { SettingsQueries } from './settings-queries.js';

export const isFeature = (name: string): name is Feature => (FEATURES as readonly string[]).includes(name);

@Injectable()
export class SettingsCommands {
  constructor(
    private readonly writes: ReadYourWrites,
    private readonly queries: SettingsQueries,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private async run<S, C, E extends DomainEvent>(decider: Decider<S, C, E>, id: string, command: C, actorId: string) {
    const result = await this.writes.run(decider, id, command, commandContext(actorId), settingsProjection.name);
    this.queries.invalidate();
    return result;
  }

  async changePlatform(actorId: string, changes: Record<string, unknown>, reason: string, expectedRevision: number) {
    await this.run(
      platformSettingsDecider,
      'platform',
      { type: 'ChangePlatformSettings', changes, reason, expectedRevision, defaults: platformDefaults(this.config) },
      actorId,
    );
  }

  async changeToggle(
    actorId: string,
    name: string,
    setting: ToggleSetting,
    reason: string,
    expectedRevision: number | null,
  ) {
    if (!isFeature(name)) throw notFound('Feature', 'الميزة');
    await this.run(
      featureToggleDecider,
      name,
      { type: 'ChangeFeatureToggle', name, ...setting, reason, expectedRevision },
      actorId,
    );
  }

  async changeContent(
    actorId: string,
    page: ContentPage,
    content: PageContent,
    reason: string,
    expectedRevision: number,
  ) {
    const command = { type: 'ChangePageContent' as const, page, content, reason, expectedRevision };
    await this.writes.run(pageContentDecider, page, command, commandContext(actorId), pageContentsProjection.name);
  }

  async changeLanding(actorId: string, content: LandingContent, reason: string, expectedRevision: number) {
    const command = { type: 'ChangeLandingContent' as const, content, reason, expectedRevision };
    await this.writes.run(
      landingContentDecider,
      LANDING_ID,
      command,
      commandContext(actorId),
      landingContentProjection.name,
    );
  }

  async publishAnnouncement(actorId: string, details: AnnouncementDetails, announcementId: string = randomUUID()) {
    await this.run(
      announcementDecider,
      announcementId,
      { type: 'PublishAnnouncement', announcementId, details },
      actorId,
    );
    return announcementId;
  }

  async reviseAnnouncement(actorId: string, announcementId: string, details: AnnouncementDetails) {
    await this.run(
      announcementDecider,
      announcementId,
      { type: 'ReviseAnnouncement', announcementId, details },
      actorId,
    );
  }

  async withdrawAnnouncement(actorId: string, announcementId: string, reason: string) {
    await this.run(
      announcementDecider,
      announcementId,
      { type: 'WithdrawAnnouncement', announcementId, reason },
      actorId,
    );
  }
}
