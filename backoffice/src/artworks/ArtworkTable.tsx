import { DataTable, usePermissions } from 'react-admin';
import { DateTimeField } from '../common/DateTimeField';
import { ChoiceChip, FeaturedField, LocalizedField, PriceField, ThumbnailField } from '../moderation/kit/fields';
import { type ArtworkRecord, bulkArtworkCommandsFor } from './artworkCommands';
import { ArtworkRowMenu } from './ArtworkRowMenu';
import { BulkArtworkActions } from './BulkArtworkActions';

const Col = DataTable.Col<ArtworkRecord>;

export const STATUS_COLOURS = { published: 'success', draft: 'default', withdrawn: 'error' } as const;

/** The artworks table of both the full list and the moderation queue. */
export const ArtworkTable = ({ dateSource = 'createdAt' }: { dateSource?: 'createdAt' | 'publishedAt' }) => {
  const { permissions } = usePermissions<string[]>();
  // An auditor gets no checkboxes: there is nothing a selection could do for a read-only role.
  const bulk = bulkArtworkCommandsFor(permissions).length > 0 ? <BulkArtworkActions /> : false;
  return (
    <DataTable rowClick="show" bulkActionButtons={bulk}>
      <Col source="images" label="resources.artworks.fields.cover" disableSort field={ThumbnailField} />
      <Col source="title">
        <LocalizedField source="title" />
      </Col>
      <Col source="artist.name" label="resources.artworks.fields.artist" disableSort>
        <LocalizedField source="artist.name" />
      </Col>
      <Col source="gallery.name" label="resources.artworks.fields.gallery" disableSort>
        <LocalizedField source="gallery.name" />
      </Col>
      <Col source="status">
        <ChoiceChip source="status" group="resources.artworks.status" colours={STATUS_COLOURS} />
      </Col>
      <Col source="availability" disableSort>
        <ChoiceChip source="availability" group="resources.artworks.availability" />
      </Col>
      <Col source="featured" field={FeaturedField} />
      <Col source="price">
        <PriceField source="price" />
      </Col>
      <Col source={dateSource}>
        <DateTimeField source={dateSource} />
      </Col>
      <Col label="app.actions" disableSort>
        <ArtworkRowMenu />
      </Col>
    </DataTable>
  );
};
