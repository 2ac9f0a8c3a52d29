import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Artist } from '../../api/types';
import { countryKey } from '../../lib/countries';
import { useLocalized } from '../../../../i18n/use-localized';

/** An artist in a grid: photo, name, nationality, style; links to /artists/:id. */
export function ArtistCard({
  artist,
  headingComponent = 'h3',
}: {
  artist: Artist;
  headingComponent?: 'h2' | 'h3' | 'h4';
}) {
  const { t } = useTranslation();
  const local = useLocalized();
  const name = local(artist.name, artist.nameAr);
  const country = countryKey(artist.nationality);
  return (
    <Card variant="outlined" component="article" aria-label={name} sx={{ height: '100%' }} data-testid="artist-card">
      <CardActionArea component={RouterLink} to={`/artists/${artist.id}`} sx={{ height: '100%' }}>
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Avatar src={artist.profileImage ?? undefined} alt="" sx={{ width: 64, height: 64 }}>
              {name.slice(0, 1)}
            </Avatar>
            <div>
              <Typography variant="h6" component={headingComponent} sx={{ fontSize: '1.05rem' }}>
                {name}
              </Typography>
              {artist.nationality ? (
                <Typography variant="body2" color="text.secondary">
                  {country ? t(`catalog.countries.${country}`) : artist.nationality}
                </Typography>
              ) : null}
            </div>
          </Stack>
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
            {artist.featured ? <Chip size="small" color="secondary" label={t('catalog.common.featured')} /> : null}
            {artist.style ? (
              <Chip
                size="small"
                variant="outlined"
                label={t(`catalog.styles.${artist.style}`, { defaultValue: artist.style })}
              />
            ) : null}
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
