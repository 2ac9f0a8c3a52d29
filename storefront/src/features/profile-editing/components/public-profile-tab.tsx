import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '../../../components/tab-states';
import { useSession } from '../../../lib/session/use-session';
import {
  addExhibition,
  addGalleryEvent,
  editExhibition,
  editGalleryEvent,
  ownArtistQuery,
  ownGalleryQuery,
  removeExhibition,
} from '../api/profile-editing-api';
import type { ExhibitionInput, GalleryEventInput } from '../api/types';
import { ArtistProfileForm } from './artist-profile-form';
import { GalleryProfileForm } from './gallery-profile-form';
import { GalleryScheduleEditor, type ScheduleField } from './gallery-schedule-editor';
import { RepresentedArtists } from './represented-artists';

const EXHIBITION_FIELDS: readonly ScheduleField[] = [
  { key: 'title', kind: 'text', required: true },
  { key: 'titleAr', kind: 'textAr', required: true },
  { key: 'kind', kind: 'choice', choices: ['solo', 'group'], required: true },
  { key: 'startDate', kind: 'date', required: true },
  { key: 'endDate', kind: 'date', required: true },
  { key: 'description', kind: 'longText' },
  { key: 'descriptionAr', kind: 'longTextAr' },
];
const EVENT_FIELDS: readonly ScheduleField[] = [
  { key: 'title', kind: 'text', required: true },
  { key: 'titleAr', kind: 'textAr', required: true },
  { key: 'startDate', kind: 'date', required: true },
  { key: 'endDate', kind: 'date', required: true },
  // Events are cancelled rather than deleted: other lists (the events screen) already show them.
  { key: 'status', kind: 'choice', choices: ['upcoming', 'ongoing', 'completed', 'cancelled'], required: true },
  { key: 'venue', kind: 'text' },
  { key: 'venueAr', kind: 'textAr' },
];

function PreviewLink({ to, testId }: { to: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Button
      component={RouterLink}
      to={to}
      target="_blank"
      rel="noopener"
      endIcon={<OpenInNewIcon />}
      data-testid={testId}
    >
      {t('profileEditing.preview')}
    </Button>
  );
}

function Section({
  title,
  intro,
  children,
  action,
}: {
  title: string;
  intro: string;
  children: React.ReactNode;
  action?: React.ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
          {title}
        </Typography>
        {action}
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {intro}
      </Typography>
      {children}
    </Paper>
  );
}

function ArtistSection() {
  const { t } = useTranslation();
  const own = useQuery(ownArtistQuery);
  if (own.isPending) return <Skeleton variant="rounded" height={320} />;
  if (own.isError) return <LoadError />;
  const artist = own.data;
  return (
    <Section
      title={t('profileEditing.artist.title')}
      intro={artist ? t('profileEditing.artist.intro') : t('profileEditing.artist.createIntro')}
      action={artist ? <PreviewLink to={`/artists/${artist.id}`} testId="artist-preview" /> : null}
    >
      <ArtistProfileForm key={artist?.id ?? 'new'} artist={artist} />
    </Section>
  );
}

function GallerySection() {
  const { t } = useTranslation();
  const own = useQuery(ownGalleryQuery);
  if (own.isPending) return <Skeleton variant="rounded" height={320} />;
  if (own.isError) return <LoadError />;
  const gallery = own.data;
  return (
    <Section
      title={t('profileEditing.gallery.title')}
      intro={gallery ? t('profileEditing.gallery.intro') : t('profileEditing.gallery.createIntro')}
      action={gallery ? <PreviewLink to={`/galleries/${gallery.id}`} testId="gallery-preview" /> : null}
    >
      <GalleryProfileForm key={gallery?.id ?? 'new'} gallery={gallery} />
      {gallery ? (
        <Stack spacing={3} sx={{ mt: 3 }}>
          <Divider />
          <GalleryScheduleEditor
            kind="exhibitions"
            entries={gallery.exhibitions ?? []}
            fields={EXHIBITION_FIELDS}
            blank={{ kind: 'solo' }}
            add={(b) => addExhibition(b as unknown as ExhibitionInput)}
            edit={(id, b) => editExhibition(id, b as unknown as ExhibitionInput)}
            remove={removeExhibition}
          />
          <GalleryScheduleEditor
            kind="events"
            entries={gallery.events ?? []}
            fields={EVENT_FIELDS}
            blank={{ status: 'upcoming' }}
            add={(b) => addGalleryEvent(b as unknown as GalleryEventInput)}
            edit={(id, b) => editGalleryEvent(id, b as unknown as GalleryEventInput)}
          />
          <RepresentedArtists galleryId={gallery.id} />
        </Stack>
      ) : null}
    </Section>
  );
}

/** The dashboard's "Public profile" tab: an artist's and a gallery's own public page, created or edited here. */
export function PublicProfileTab() {
  const { roles } = useSession();
  return (
    <Stack spacing={3} data-testid="public-profile-tab">
      {roles.includes('artist') ? <ArtistSection /> : null}
      {roles.includes('gallery') ? <GallerySection /> : null}
    </Stack>
  );
}
