import { List } from 'react-admin';
import { ListActions } from '../kit/screens';
import { artworkFilters } from './artworkFilters';
import { ArtworkTable } from './ArtworkTable';

export const ArtworkList = () => (
  <List filters={artworkFilters} actions={<ListActions />} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
    <ArtworkTable />
  </List>
);
