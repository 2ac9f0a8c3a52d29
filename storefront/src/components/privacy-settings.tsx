import Link from '@mui/material/Link';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { rememberAccountPreferences, savePrivacySettings } from '../lib/session/account-preferences';
import { profileQuery } from '../lib/session/profile';
import { SettingsSwitches } from './settings-switches';

export const PRIVACY_SETTINGS = ['showCollection', 'showInFollowers', 'allowArtistMessages', 'countMyViews'] as const;

/**
 * The signed-in person's privacy settings, each saved as soon as it is switched: whether others see their
 * collection, whether they are named in followers lists, whether artists may write to them first, and whether
 * their visits count in artists' and galleries' page views (the server leaves them out when off).
 */
export function PrivacySettings() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const profile = useQuery(profileQuery);
  const save = useMutation({
    mutationFn: savePrivacySettings,
    onSuccess: (saved) => rememberAccountPreferences(client, saved),
  });
  const current = profile.data?.privacy;
  if (!current || !profile.data) return null;
  const shown = save.isPending ? { ...current, ...save.variables } : current;
  return (
    <SettingsSwitches id="privacySettings" keys={PRIVACY_SETTINGS} held={current} save={save}>
      {shown.showCollection && (
        <Link component={RouterLink} to={`/collectors/${profile.data.id}`} sx={{ display: 'inline-block', mt: 1 }}>
          {t('privacySettings.viewCollection')}
        </Link>
      )}
    </SettingsSwitches>
  );
}
