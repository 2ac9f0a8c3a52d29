import { DataTable } from 'react-admin';
import { DateTimeField } from '../common/DateTimeField';
import { CommandList } from '../kit/screens';
import type { UserRecord } from '../types';
import { fullName } from './fullName';
import { USER_COMMANDS } from './userCommandSet';
import { ChoiceField, CompletenessField, RolesField, StatusField } from './UserFields';
import { userFilters } from './userFilters';

const Col = DataTable.Col<UserRecord>;

export const UserList = () => (
  <CommandList set={USER_COMMANDS} filters={userFilters} sort={{ field: 'joinedAt', order: 'DESC' }} rowMenu>
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
  </CommandList>
);
