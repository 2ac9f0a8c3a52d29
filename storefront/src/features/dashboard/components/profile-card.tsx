import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '../../../lib/session/profile';
import { ProfileEditForm } from './profile-edit-form';
import { AccountBadges } from './account-badges';

function Detail({ label, value }: { label: string; value: string | null | undefined }) {
  const { t } = useTranslation();
  return (
    <div>
      <Typography variant="body2" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-line' }}>
        {value?.trim() || t('dashboard.profile.notSet')}
      </Typography>
    </div>
  );
}

/** SPEC section 2: the profile in view mode, or the prefilled edit form. */
export function ProfileCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const fullName = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  return (
    <Card variant="outlined" component="section" aria-labelledby="profile-card-title">
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <Avatar src={profile.profileImageUrl ?? undefined} alt="" sx={{ width: 56, height: 56 }}>
            {(profile.firstName ?? profile.email ?? '?').slice(0, 1)}
          </Avatar>
          <div>
            <Typography id="profile-card-title" variant="h2" sx={{ fontSize: '1.3rem' }}>
              {fullName || profile.email}
            </Typography>
            <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ textAlign: 'start' }}>
              {profile.email}
            </Typography>
          </div>
        </Stack>
        <AccountBadges profile={profile} />
        {editing ? (
          <ProfileEditForm profile={profile} onDone={() => setEditing(false)} />
        ) : (
          <>
            <Stack component="dl" spacing={1.5} sx={{ m: 0, mb: 2 }}>
              <Detail label={t('dashboard.profile.fields.phone')} value={profile.phone} />
              <Detail label={t('dashboard.profile.fields.location')} value={profile.location} />
              <Detail label={t('dashboard.profile.fields.bio')} value={profile.bio} />
            </Stack>
            <Button variant="outlined" onClick={() => setEditing(true)}>
              {t('dashboard.profile.edit')}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
