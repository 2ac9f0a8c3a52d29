import { Edit, ListButton, ShowButton, TopToolbar } from 'react-admin';
import { AuditTrailButton } from '../kit/AuditTrailButton';
import { CollectionForm } from './CollectionForm';
import { toCollectionPayload } from './collectionPayload';

const CollectionEditActions = () => (
  <TopToolbar>
    <ListButton />
    <ShowButton />
    <AuditTrailButton />
  </TopToolbar>
);

// Pessimistic: the server's command may refuse (400 with the field named), and the form must stay open then.
export const CollectionEdit = () => (
  <Edit actions={<CollectionEditActions />} mutationMode="pessimistic" transform={toCollectionPayload} redirect="show">
    <CollectionForm />
  </Edit>
);
