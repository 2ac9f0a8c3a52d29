import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/use-page-title';
import { useSession } from '../../../lib/session/use-session';
import { myArtworksQuery, representedArtistsQuery } from '../api/artworks-api';
import type { ArtistOption, Artwork } from '../api/types';
import { EmptyState, LoadError } from '../../../components/tab-states';
import { ArtworkForm } from './artwork-form';
import { ArtworkRow } from './artwork-row';

/** Artwork management (/artworks/manage) for artists and galleries: their works, and the create/edit form. */
export default function ArtworkManagementPage() {
  const { t } = useTranslation();
  const { user, roles } = useSession();
  usePageTitle(t('artworkManagement.title'));
  const isArtist = roles.includes('artist');
  const isGallery = roles.includes('gallery');
  const seller = isArtist || isGallery;
  const works = useQuery({ ...myArtworksQuery, enabled: seller });
  const represented = useQuery(representedArtistsQuery(user?.id ?? '', isGallery && Boolean(user)));
  const [editing, setEditing] = useState<Artwork | 'new' | null>(null);

  const self: ArtistOption[] =
    isArtist && user
      ? [{ id: user.id, name: [user.firstName, user.lastName].filter(Boolean).join(' ') || (user.email ?? '') }]
      : [];
  const artists = [...self, ...(represented.data ?? []).filter((a) => a.id !== user?.id)];

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }} data-testid="artwork-management">
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 3, flexWrap: 'wrap' }}
        useFlexGap
        spacing={2}
      >
        <Typography variant="h1" component="h1">
          {t('artworkManagement.title')}
        </Typography>
        {seller && editing === null ? (
          <Button variant="contained" onClick={() => setEditing('new')}>
            {t('artworkManagement.add')}
          </Button>
        ) : null}
      </Stack>
      {!seller ? (
        <Alert severity="info" data-testid="manage-refusal">
          {t('artworkManagement.sellersOnly')}
        </Alert>
      ) : editing !== null ? (
        <ArtworkForm
          key={editing === 'new' ? 'new' : editing.id}
          artwork={editing === 'new' ? null : editing}
          artists={artists}
          onClose={() => setEditing(null)}
        />
      ) : works.isPending ? (
        <Stack spacing={1.5}>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={120} />
          ))}
        </Stack>
      ) : works.isError ? (
        <LoadError />
      ) : works.data.items.length === 0 ? (
        <EmptyState text={t('artworkManagement.empty')} links={[]} testId="manage-empty" />
      ) : (
        <Stack spacing={1.5} data-testid="managed-artworks">
          {works.data.items.map((artwork) => (
            <ArtworkRow key={artwork.id} artwork={artwork} onEdit={() => setEditing(artwork)} />
          ))}
        </Stack>
      )}
    </Container>
  );
}
