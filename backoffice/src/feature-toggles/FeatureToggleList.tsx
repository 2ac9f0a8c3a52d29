import { BooleanField, DataTable, FunctionField, List, useCanAccess, useTranslate } from 'react-admin';
import { DateCol } from '../kit/lists';

interface Toggle {
  id: string;
  name: string;
  audience: string;
}

/** Every named feature with its switch and audience; a row opens its edit form (admins) or its history. */
export const FeatureToggleList = () => {
  const translate = useTranslate();
  // Moderators and auditors read the switches; only admins open the form that changes one.
  const { canAccess: canEdit } = useCanAccess({ resource: 'feature-toggles', action: 'edit' });
  return (
    <List pagination={false} perPage={100} exporter={false}>
      <DataTable rowClick={canEdit ? 'edit' : false} bulkActionButtons={false}>
        <DataTable.Col source="name" disableSort>
          <FunctionField<Toggle> render={(r) => translate(`resources.feature-toggles.features.${r.name}`)} />
        </DataTable.Col>
        <DataTable.Col source="enabled" disableSort>
          <BooleanField source="enabled" />
        </DataTable.Col>
        <DataTable.Col source="audience" disableSort>
          <FunctionField<Toggle> render={(r) => translate(`resources.feature-toggles.audience.${r.audience}`)} />
        </DataTable.Col>
        <DataTable.NumberCol source="percentage" disableSort />
        <DateCol source="updatedAt" disableSort />
      </DataTable>
    </List>
  );
};
