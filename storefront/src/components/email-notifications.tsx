import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { saveEmailNotifications } from '../lib/session/account-preferences';
import { profileQuery } from '../lib/session/profile';
import { SettingsSwitches } from './settings-switches';

/**
 * The kinds of optional mail the signed-in person receives (the server names them), each saved as soon as it is
 * switched. Mails that
 * must go (receipts, tax invoices, identity decisions, security notices) are no kind and cannot be switched off:
 * the section says so.
 */
export function EmailNotifications() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const profile = useQuery(profileQuery);
  const save = useMutation({
    mutationFn: saveEmailNotifications,
    onSuccess: (emailNotifications) =>
      client.setQueryData(profileQuery.queryKey, (p) => (p ? { ...p, emailNotifications } : p)),
  });
  const current = profile.data?.emailNotifications;
  if (!current) return null;
  return (
    <SettingsSwitches id="emailNotifications" keys={Object.keys(current)} held={current} save={save}>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        {t('emailNotifications.required')}
      </Typography>
    </SettingsSwitches>
  );
}
