import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { intlLocale, useFormatters } from '../format';

interface ArtPreferences {
  categories: string[];
  media: string[];
  styles: string[];
  priceMinSar: number | null;
  priceMaxSar: number | null;
  cities: string[];
}
type PrivacySettings = Record<(typeof PRIVACY_SETTINGS)[number], boolean>;
const PRIVACY_SETTINGS = ['showCollection', 'showInFollowers', 'allowArtistMessages', 'countMyViews'] as const;
const LISTS = ['categories', 'styles', 'media', 'cities'] as const;

/** What the person likes to see, as they set it on /preferences (read-only here: only the person sets it). */
export const ArtPreferencesField = (_: { label?: string }) => {
  const record = useRecordContext<{ artPreferences?: ArtPreferences }>();
  const translate = useTranslate();
  const { number } = useFormatters();
  const [locale] = useLocaleState();
  const held = record?.artPreferences;
  if (!held) return null;
  const list = new Intl.ListFormat(intlLocale(locale), { type: 'unit' });
  const bound = (value: number | null) => (value === null ? '—' : number(value));
  return (
    <dl style={{ margin: 0 }}>
      {LISTS.map((field) => (
        <div key={field}>
          <dt style={{ fontWeight: 600 }}>{translate(`resources.users.preferences.${field}`)}</dt>
          <dd style={{ marginInlineStart: 0 }}>{held[field].length > 0 ? list.format(held[field]) : '—'}</dd>
        </div>
      ))}
      <dt style={{ fontWeight: 600 }}>{translate('resources.users.preferences.priceRange')}</dt>
      <dd style={{ marginInlineStart: 0 }}>
        {translate('resources.users.preferences.priceBounds', {
          min: bound(held.priceMinSar),
          max: bound(held.priceMaxSar),
        })}
      </dd>
    </dl>
  );
};

/** The person's privacy settings, each with yes or no (the API gives the defaults until they change one). */
export const PrivacySettingsField = (_: { label?: string }) => {
  const record = useRecordContext<{ privacy?: PrivacySettings }>();
  const translate = useTranslate();
  const held = record?.privacy;
  if (!held) return null;
  return (
    <ul style={{ margin: 0, paddingInlineStart: '1.2em' }}>
      {PRIVACY_SETTINGS.map((key) => (
        <li key={key}>
          {translate(`resources.users.privacy.${key}`)}:{' '}
          {translate(`resources.users.privacy.${held[key] ? 'yes' : 'no'}`)}
        </li>
      ))}
    </ul>
  );
};
