import { DataTable } from 'react-admin';
import { FeaturedField, LocalizedField, PriceField, ThumbnailField } from '../kit/fields';
import { ChoiceCol, DateCol } from '../kit/lists';
import { CommandTable } from '../kit/screens';
import type { ArtworkRecord } from './artworkCommands';
import { ARTWORK_COMMANDS } from './artworkCommandSet';

const Col = DataTable.Col<ArtworkRecord>;

export const STATUS_COLOURS = { published: 'success', draft: 'default', withdrawn: 'error' } as const;

/** The artworks table of both the full list and the moderation queue. */
export const ArtworkTable = ({ dateSource = 'createdAt' }: { dateSource?: 'createdAt' | 'publishedAt' }) => (
  <CommandTable set={ARTWORK_COMMANDS} rowMenu>
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
    <ChoiceCol source="status" group="resources.artworks.status" colours={STATUS_COLOURS} />
    <ChoiceCol source="availability" group="resources.artworks.availability" disableSort />
    <Col source="featured" field={FeaturedField} />
    <Col source="price">
      <PriceField source="price" />
    </Col>
    <DateCol source={dateSource} />
  </CommandTable>
);
