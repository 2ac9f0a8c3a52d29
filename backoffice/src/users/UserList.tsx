import { DataTable, FilterButton, List, TopToolbar } from 'react-admin';
import { DateTimeField } from '../common/DateTimeField';
import type { UserRecord } from '../types';
import { BulkUserActions } from './BulkUserActions';
import { ServerExportButton } from '../common/ServerExportButton';
import { fullName } from './fullName';
import { ChoiceField, CompletenessField, RolesField, StatusField } from './UserFields';
import { userFilters } from './userFilters';
import { UserRowMenu } from './UserRowMenu';

const UserListActions = () => (
  <TopToolbar>
    <FilterButton />
    <ServerExportButton />
  </TopToolbar>
);

const Col = DataTable.Col<UserRecord>;

export const UserList = () => (
  <List
    filters={userFilters}
    actions={<UserListActions />}
    exporter={false}
    sort={{ field: 'joinedAt', order: 'DESC' }}
    perPage={25}
  >
    <DataTable rowClick="show" bulkActionButtons={<BulkUserActions />}>
      <Col source="lastName" label="resources.users.fields.fullName" render={fullName} />
      <Col source="email" />
      <Col source="roles" disableSort field={RolesField} />
      <Col source="status" field={StatusField} />
      <Col source="riskLevel">
        <ChoiceField source="riskLevel" group="riskLevel" />
      </Col>
      <Col source="lifecycleStage">
        <ChoiceField source="lifecycleStage" group="lifecycleStage" />
      </Col>
      {/* Stage and last activity stay on the show page: the list must fit a laptop screen. */}
      <Col source="joinedAt">
        <DateTimeField source="joinedAt" dateOnly />
      </Col>
      <Col source="profileCompleteness" field={CompletenessField} />
      <Col label="app.actions" disableSort>
        <UserRowMenu />
      </Col>
    </DataTable>
  </List>
);
