import type { BoundedContext } from '../platform/bounded-context.js';
import { SETTINGS_EVENT_SPECS } from './domain/settings.event-specs.js';
import { platformSettingsDecider } from './domain/platform-settings.decider.js';
import { featureToggleDecider } from './domain/feature-toggle.decider.js';
import { announcementDecider } from './domain/announcement.decider.js';
import { SETTINGS_PROJECTIONS } from './projections/settings.projections.js';
import { pageContentDecider } from './domain/page-content.js';
import { pageContentsProjection } from './projections/page-contents.projection.js';
import { landingContentDecider } from './domain/landing-content.js';
import { landingContentProjection } from './projections/landing-content.projection.js';
import type { Projection } from '../platform/projections/projection.js';
import { translationsDecider } from './domain/translations.js';
import { translationsProjection } from './projections/translations.projection.js';

/** The admin console's settings: `settings-platform`, `featureToggle-<name>` and `announcement-<id>`, `pageContent-<page>`, `landingContent-site` and `translations-storefront` streams, and
 * their read models (HTTP in settings.module.ts). */
export const settingsContext: BoundedContext = {
  name: 'settings',
  eventSpecs: SETTINGS_EVENT_SPECS,
  deciders: [
    platformSettingsDecider,
    featureToggleDecider,
    announcementDecider,
    pageContentDecider,
    landingContentDecider,
    translationsDecider,
  ] as BoundedContext['deciders'],
  projections: [
    ...SETTINGS_PROJECTIONS,
    pageContentsProjection as Projection,
    landingContentProjection as Projection,
    translationsProjection as Projection,
  ],
};
