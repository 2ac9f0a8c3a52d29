import { Alert } from '@mui/material';
import { List, SearchInput, TopToolbar, useTranslate } from 'react-admin';
import { MODERATION_QUEUE_FILTER, MODERATION_QUEUE_SORT } from './artworkFilters';
import { ArtworkTable } from './ArtworkTable';

const queueFilters = [<SearchInput key="q" source="q" alwaysOn />];

const QueueHelp = () => {
  const translate = useTranslate();
  return (
    <Alert severity="info" sx={{ mb: 1 }}>
      {translate('resources.artworks.queue.help')}
    </Alert>
  );
};

/** Published works not featured yet, newest first: what a moderator reviews (see MODERATION_QUEUE_FILTER). */
const ModerationQueue = () => (
  <>
    <List
      resource="artworks"
      title="resources.artworks.queue.title"
      filter={MODERATION_QUEUE_FILTER}
      filters={queueFilters}
      sort={MODERATION_QUEUE_SORT}
      storeKey="artworks.moderationQueue"
      actions={<TopToolbar />}
      aside={undefined}
      perPage={25}
      empty={false}
    >
      <QueueHelp />
      <ArtworkTable dateSource="publishedAt" />
    </List>
  </>
);

export default ModerationQueue;
