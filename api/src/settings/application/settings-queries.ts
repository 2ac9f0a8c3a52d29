/**
 * The settings as the rest of the API reads them, without a restart: the platform settings and the feature
 * toggles are read from their read models and kept for a moment (a bid asks on every request), and dropped at
 * once when this process writes a change. Another replica's change is seen within `CACHE_MS`.
 */
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, READ_STORE } from '../../platform/tokens.js';
import type { AppConfig } from '../../platform/config/app-config.js';
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import { FEATURES, type Feature, type PlatformSettings, type ToggleSetting } from '../domain/settings.events.js';
import { TOGGLE_DEFAULT } from '../domain/feature-toggle.decider.js';
import { isOnFor, type Caller } from '../domain/feature-audience.js';
import { FEATURE_TOGGLES, PLATFORM_SETTINGS } from '../projections/settings.projections.js';
import type { FeatureToggleDoc, PlatformSettingsDoc } from '../projections/settings.projections.js';
import { platformDefaults } from './platform-defaults.js';

const CACHE_MS = 2_000;

interface Snapshot {
  settings: { revision: number; values: PlatformSettings };
  toggles: Record<Feature, ToggleSetting & { revision: number }>;
}

@Injectable()
export class SettingsQueries {
  private snapshot: Promise<Snapshot> | null = null;
  /** When the kept snapshot's load began (a load in flight counts as fresh). */
  private loadedAt = 0;

  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Forget what is kept (after this process wrote a change, so its next read shows it). */
  invalidate(): void {
    this.snapshot = null;
  }

  private async load(): Promise<Snapshot> {
    const [settings, toggles] = await Promise.all([
      this.reads.collection<PlatformSettingsDoc>(PLATFORM_SETTINGS).get('platform'),
      this.reads.collection<FeatureToggleDoc>(FEATURE_TOGGLES).find({ limit: FEATURES.length + 10 }),
    ]);
    const byName = new Map(toggles.map((t) => [t.name, t]));
    return {
      settings: settings
        ? { revision: settings.revision, values: settings.values }
        : { revision: -1, values: platformDefaults(this.config) },
      toggles: Object.fromEntries(
        FEATURES.map((name) => {
          const t = byName.get(name);
          return [
            name,
            t
              ? { enabled: t.enabled, audience: t.audience, percentage: t.percentage, revision: t.revision }
              : { ...TOGGLE_DEFAULT, revision: -1 },
          ];
        }),
      ) as Snapshot['toggles'],
    };
  }

  /**
   * The kept snapshot while fresh, else one load shared by every caller until it answers: deciding that it was
   * stale only after awaiting it let a crowd's requests each start a load of their own (two reads per request).
   */
  private current(): Promise<Snapshot> {
    if (!this.snapshot || Date.now() - this.loadedAt >= CACHE_MS) {
      const loading = this.load();
      this.snapshot = loading;
      this.loadedAt = Date.now();
      // A failed load is not kept: the next caller tries again.
      loading.catch(() => {
        if (this.snapshot === loading) this.snapshot = null;
      });
    }
    return this.snapshot;
  }

  /** The platform settings in force, with the revision an admin's change must name. */
  async platform(): Promise<{ revision: number; values: PlatformSettings }> {
    return (await this.current()).settings;
  }

  /** One setting's value in force (the installation's default until an admin changes it). */
  async value<K extends keyof PlatformSettings>(key: K): Promise<PlatformSettings[K]> {
    return (await this.current()).settings.values[key];
  }

  /** What the storefront needs (nothing internal such as rate limits); the payment fees are what a buyer pays. */
  async publicSettings() {
    const v = (await this.current()).settings.values;
    return {
      platformName: v.platformName,
      platformNameAr: v.platformNameAr,
      vatNumber: v.vatNumber,
      commercialRegistration: v.commercialRegistration,
      buyersPremiumTiers: v.buyersPremiumTiers,
      softCloseMinutes: v.softCloseMinutes,
      kycBidCeiling: v.kycBidCeiling,
      workshopSeatHoldMinutes: v.workshopSeatHoldMinutes,
      paymentFees: v.paymentFees,
      supportEmail: v.supportEmail,
      supportPhone: v.supportPhone,
    };
  }

  async toggles(): Promise<Snapshot['toggles']> {
    return (await this.current()).toggles;
  }

  /** Whether `feature` is on for this caller (null: signed out). */
  async isOn(feature: Feature, caller: Caller | null): Promise<boolean> {
    return isOnFor(feature, (await this.current()).toggles[feature], caller);
  }

  /** Every feature, evaluated for this caller. */
  async featuresFor(caller: Caller | null): Promise<Record<Feature, boolean>> {
    const toggles = (await this.current()).toggles;
    return Object.fromEntries(FEATURES.map((f) => [f, isOnFor(f, toggles[f], caller)])) as Record<Feature, boolean>;
  }
}
