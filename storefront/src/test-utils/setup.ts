import { loadFeatureTexts } from '../i18n/feature-texts';

// jsdom has no scrolling; the router's scroll restoration calls it on every navigation.
window.scrollTo = () => undefined;

// Tests create i18next instances synchronously: load the features' texts first, so every instance has them.
await loadFeatureTexts();
