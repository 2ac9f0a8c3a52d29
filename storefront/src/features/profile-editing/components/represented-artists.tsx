import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocalized } from '../../../i18n/use-localized';
import { representedArtistsQuery } from '../api/profile-editing-api';

/** The artists the gallery represents; the list changes through representation requests, linked from here. */
export function RepresentedArtists({ galleryId }: { galleryId: string }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const artists = useQuery(representedArtistsQuery(galleryId));
  return (
    <Stack spacing={1} data-testid="represented-artists">
      <Typography variant="h3" sx={{ fontSize: '1.05rem' }}>
        {t('profileEditing.represented.title')}
      </Typography>
      {artists.data?.length ? (
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
          {artists.data.map((a) => (
            <Chip
              key={a.id}
              component={RouterLink}
              to={`/artists/${a.id}`}
              clickable
              label={localized(a.name, a.nameAr)}
            />
          ))}
        </Stack>
      ) : (
        <Typography color="text.secondary">{t('profileEditing.represented.empty')}</Typography>
      )}
      <div>
        <Button component={RouterLink} to="/representation-requests" size="small">
          {t('profileEditing.represented.manage')}
        </Button>
      </div>
    </Stack>
  );
}
