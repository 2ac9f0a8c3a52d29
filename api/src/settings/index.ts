/**
 * The settings context's public surface: the platform settings in force (`SettingsQueries`, read without a
 * restart), the route guard for a feature that can be switched off (`RequiresFeature`), and its declarations.
 */
export { settingsContext } from './settings.context.js';
export { SettingsModule } from './settings.module.js';
export { SettingsQueries } from './application/settings-queries.js';
export { RequiresFeature } from './http/requires-feature.js';
export { FEATURES, type Feature, type PlatformSettings } from './domain/settings.events.js';
