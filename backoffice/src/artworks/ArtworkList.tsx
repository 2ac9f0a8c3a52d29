import { FilterButton, List, TopToolbar } from 'react-admin';
import { ServerExportButton } from '../common/ServerExportButton';
import { artworkFilters } from './artworkFilters';
import { ArtworkTable } from './ArtworkTable';

const ArtworkListActions = () => (
  <TopToolbar>
    <FilterButton />
    <ServerExportButton />
  </TopToolbar>
);

export const ArtworkList = () => (
  <List
    filters={artworkFilters}
    actions={<ArtworkListActions />}
    sort={{ field: 'createdAt', order: 'DESC' }}
    perPage={25}
  >
    <ArtworkTable />
  </List>
);
