import { Create } from 'react-admin';
import { CollectionForm } from './CollectionForm';
import { toCollectionPayload } from './collectionPayload';

export const CollectionCreate = () => (
  <Create transform={toCollectionPayload} redirect="show">
    <CollectionForm />
  </Create>
);
