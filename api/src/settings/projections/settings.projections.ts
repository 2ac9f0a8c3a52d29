/**
 * The settings read models: `platform_settings` (one document, `platform`, with the history of changes),
 * `feature_toggles` (one per feature that was ever changed, with its history) and `announcements`. Each keeps the
 * stream revision it reflects, which the admin forms send back as their expected revision.
 */
import type { Projection, StreamTracked } from '../../platform/projections/projection.js';
import { alreadyApplied, tracked } from '../../platform/projections/projection.js';
import type { Doc } from '../../platform/read-store/read-store.port.js';
import type { StoredEvent } from '../../platform/commands/event-codec.js';
import type { AnnouncementDetails, Feature, PlatformSettings, SettingKey } from '../domain/settings.events.js';
import type { SettingsEvent, ToggleSetting } from '../domain/settings.events.js';

export const PLATFORM_SETTINGS = 'platform_settings';
export const FEATURE_TOGGLES = 'feature_toggles';
export const ANNOUNCEMENTS = 'announcements';

export interface HistoryEntry {
  revision: number;
  at: string;
  actorId: string | null;
  reason: string;
  changed: string[];
  previous: Record<string, unknown>;
  next: Record<string, unknown>;
}

export interface PlatformSettingsDoc extends Doc, StreamTracked {
  revision: number;
  values: PlatformSettings;
  changed: SettingKey[];
  history: HistoryEntry[];
  updatedAt: string;
}

export interface FeatureToggleDoc extends Doc, StreamTracked, ToggleSetting {
  name: Feature;
  revision: number;
  history: HistoryEntry[];
  updatedAt: string;
}

export interface AnnouncementDoc extends Doc, StreamTracked, AnnouncementDetails {
  status: 'published' | 'withdrawn';
  revision: number;
  withdrawnReason: string | null;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The history keeps the latest changes (the stream keeps them all, read through the audit explorer). */
const HISTORY_MAX = 200;

const entry = (
  event: StoredEvent,
  reason: string,
  previous: Record<string, unknown>,
  next: Record<string, unknown>,
): HistoryEntry => ({
  revision: event.revision,
  at: event.metadata.occurredAt,
  actorId: event.metadata.actorId ?? null,
  reason,
  changed: Object.keys(next),
  previous,
  next,
});

export const settingsProjection: Projection<SettingsEvent> = {
  name: 'settings',
  version: 1,
  eventTypes: [
    'PlatformSettingsChanged',
    'FeatureToggleChanged',
    'AnnouncementPublished',
    'AnnouncementRevised',
    'AnnouncementWithdrawn',
  ],
  collections: {
    [PLATFORM_SETTINGS]: { indexes: [] },
    [FEATURE_TOGGLES]: { indexes: [] },
    [ANNOUNCEMENTS]: { indexes: [{ fields: ['status', 'startsAt'] }, { fields: ['updatedAt'] }] },
  },
  async apply(event, ctx) {
    const at = event.metadata.occurredAt;
    switch (event.type) {
      case 'PlatformSettingsChanged': {
        const docs = ctx.collection<PlatformSettingsDoc>(PLATFORM_SETTINGS);
        const existing = await docs.get('platform');
        if (alreadyApplied(existing, event)) return;
        const { values, changed, previous, reason } = event.data;
        const next = Object.fromEntries(changed.map((k) => [k, values[k]]));
        await docs.upsert({
          id: 'platform',
          revision: event.revision,
          values,
          changed,
          history: [entry(event, reason, previous, next), ...(existing?.history ?? [])].slice(0, HISTORY_MAX),
          updatedAt: at,
          ...tracked(event),
        });
        return;
      }
      case 'FeatureToggleChanged': {
        const docs = ctx.collection<FeatureToggleDoc>(FEATURE_TOGGLES);
        const { name, enabled, audience, percentage, reason } = event.data;
        const existing = await docs.get(name);
        if (alreadyApplied(existing, event)) return;
        const previous = existing
          ? { enabled: existing.enabled, audience: existing.audience, percentage: existing.percentage }
          : { enabled: true, audience: 'all', percentage: 100 };
        const next = { enabled, audience, percentage };
        await docs.upsert({
          id: name,
          name,
          ...next,
          revision: event.revision,
          history: [entry(event, reason, previous, next), ...(existing?.history ?? [])].slice(0, HISTORY_MAX),
          updatedAt: at,
          ...tracked(event),
        });
        return;
      }
      default: {
        const docs = ctx.collection<AnnouncementDoc>(ANNOUNCEMENTS);
        const { announcementId } = event.data;
        const existing = await docs.get(announcementId);
        if (alreadyApplied(existing, event)) return;
        if (event.type === 'AnnouncementWithdrawn') {
          if (existing)
            await docs.upsert({
              ...existing,
              status: 'withdrawn',
              withdrawnReason: event.data.reason,
              revision: event.revision,
              updatedAt: at,
              ...tracked(event),
            });
          return;
        }
        const { announcementId: _id, ...details } = event.data;
        await docs.upsert({
          id: announcementId,
          ...details,
          status: 'published',
          withdrawnReason: null,
          revision: event.revision,
          createdBy: existing?.createdBy ?? event.metadata.actorId ?? null,
          createdAt: existing?.createdAt ?? at,
          updatedAt: at,
          ...tracked(event),
        });
      }
    }
  },
};

export const SETTINGS_PROJECTIONS = [settingsProjection] as Projection[];
