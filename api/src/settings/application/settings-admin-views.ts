/** What the back-office reads: the settings and each toggle with their revision and history of changes. */
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, READ_STORE } from '../../platform/tokens.js';
import type { AppConfig } from '../../platform/config/app-config.js';
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import { FEATURES, type Feature } from '../domain/settings.events.js';
import { TOGGLE_DEFAULT } from '../domain/feature-toggle.decider.js';
import { FEATURE_TOGGLES, PLATFORM_SETTINGS } from '../projections/settings.projections.js';
import type { FeatureToggleDoc, PlatformSettingsDoc } from '../projections/settings.projections.js';
import { platformDefaults } from './platform-defaults.js';

@Injectable()
export class SettingsAdminViews {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async platform() {
    const doc = await this.reads.collection<PlatformSettingsDoc>(PLATFORM_SETTINGS).get('platform');
    return {
      id: 'platform',
      stream: 'settings-platform',
      revision: doc?.revision ?? -1,
      values: doc?.values ?? platformDefaults(this.config),
      history: doc?.history ?? [],
      updatedAt: doc?.updatedAt ?? null,
    };
  }

  async toggles() {
    const docs = await this.reads.collection<FeatureToggleDoc>(FEATURE_TOGGLES).find({ limit: 100 });
    const byName = new Map(docs.map((d) => [d.name, d]));
    return FEATURES.map((name) => this.view(name, byName.get(name) ?? null));
  }

  async toggle(name: Feature) {
    return this.view(name, await this.reads.collection<FeatureToggleDoc>(FEATURE_TOGGLES).get(name));
  }

  private view(name: Feature, doc: FeatureToggleDoc | null) {
    return {
      id: name,
      name,
      stream: `featureToggle-${name}`,
      enabled: doc?.enabled ?? TOGGLE_DEFAULT.enabled,
      audience: doc?.audience ?? TOGGLE_DEFAULT.audience,
      percentage: doc?.percentage ?? TOGGLE_DEFAULT.percentage,
      revision: doc?.revision ?? -1,
      history: doc?.history ?? [],
      updatedAt: doc?.updatedAt ?? null,
    };
  }
}
