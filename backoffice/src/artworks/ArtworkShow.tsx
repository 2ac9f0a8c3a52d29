import { Box } from '@mui/material';
import {
  BooleanField,
  ReferenceField,
  Show,
  TabbedShowLayout,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DateTimeField } from '../common/DateTimeField';
import { ChoiceChip, FeaturedField, FieldText, LocalizedField, PriceField } from '../kit/fields';
import { ShowActions } from '../kit/screens';
import { ARTWORK_COMMANDS } from './artworkCommandSet';
import type { ArtworkRecord } from './artworkCommands';
import { STATUS_COLOURS } from './ArtworkTable';

const Images = (_: { label?: string }) => {
  const record = useRecordContext<ArtworkRecord>();
  const translate = useTranslate();
  const images = record?.images ?? [];
  if (!images.length) return <FieldText>{translate('resources.artworks.noImages')}</FieldText>;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {images.map((image, index) => (
        <a key={image.id} href={image.url} target="_blank" rel="noopener">
          <img
            src={image.thumbnailUrl}
            alt={translate(index === 0 ? 'resources.artworks.coverImage' : 'resources.artworks.imageNumber', {
              number: index + 1,
            })}
            width={160}
            style={{ borderRadius: 4, display: 'block' }}
          />
        </a>
      ))}
    </Box>
  );
};

/** The work's public page, when the public can see it. */
const storefrontOf = (record: ArtworkRecord) =>
  record.status === 'published' ? `/artwork/${encodeURIComponent(record.id)}` : undefined;

export const ArtworkShow = () => (
  <Show actions={<ShowActions set={ARTWORK_COMMANDS} storefront={storefrontOf} />}>
    <TabbedShowLayout>
      <TabbedShowLayout.Tab label="resources.artworks.sections.work">
        <TextField source="title" />
        <TextField source="titleAr" />
        <ReferenceField source="artistId" reference="artists" link="show" emptyText="—">
          <LocalizedField source="name" />
        </ReferenceField>
        <ReferenceField source="galleryId" reference="galleries" link="show" emptyText="—">
          <LocalizedField source="name" />
        </ReferenceField>
        <TextField source="description" emptyText="—" />
        <TextField source="descriptionAr" emptyText="—" />
        <LocalizedField source="category" />
        <LocalizedField source="medium" />
        <TextField source="style" emptyText="—" />
        <TextField source="year" emptyText="—" />
        <TextField source="dimensions" emptyText="—" />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.artworks.sections.images">
        <Images label="resources.artworks.fields.images" />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.artworks.sections.moderation">
        <ChoiceChip source="status" group="resources.artworks.status" colours={STATUS_COLOURS} />
        <FeaturedField label="resources.artworks.fields.featured" />
        <ChoiceChip source="availability" group="resources.artworks.availability" />
        <PriceField source="price" />
        <BooleanField source="signed" />
        <BooleanField source="certificateOfAuthenticity" />
        <TextField source="provenance" emptyText="—" />
        <TextField source="id" />
        <DateTimeField source="createdAt" />
        <DateTimeField source="publishedAt" />
        <DateTimeField source="updatedAt" />
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  </Show>
);
