import HistoryEduIcon from '@mui/icons-material/HistoryEdu';
import { Button } from '@mui/material';
import {
  Link,
  ListButton,
  Show,
  TabbedShowLayout,
  TextField,
  TopToolbar,
  useCanAccess,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DateTimeField } from '../common/DateTimeField';
import type { UserRecord } from '../types';
import { UserCommandButtons } from './UserCommandButtons';
import { ChoiceField, CompletenessField, RolesField, StatusField } from './UserFields';

/** The user's stream in the audit explorer: every event that made this record what it is. */
const AuditTrailButton = () => {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'streams', action: 'show' });
  if (!record || !canAccess) return null;
  return (
    <Button
      size="small"
      component={Link}
      to={`/audit/${encodeURIComponent(`user-${record.id}`)}`}
      startIcon={<HistoryEduIcon />}
    >
      {translate('resources.users.auditTrail')}
    </Button>
  );
};

const UserShowActions = () => (
  <TopToolbar>
    <ListButton />
    <UserCommandButtons />
    <AuditTrailButton />
  </TopToolbar>
);

export const UserShow = () => (
  <Show actions={<UserShowActions />}>
    <TabbedShowLayout>
      <TabbedShowLayout.Tab label="resources.users.sections.profile">
        <TextField source="firstName" />
        <TextField source="lastName" />
        <TextField source="email" />
        <TextField source="phone" emptyText="—" />
        <TextField source="location" emptyText="—" />
        <TextField source="bio" emptyText="—" />
        <CompletenessField source="profileCompleteness" label="resources.users.fields.profileCompleteness" />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.users.sections.account">
        <TextField source="id" />
        <RolesField source="roles" label="resources.users.fields.roles" />
        <StatusField source="status" label="resources.users.fields.status" />
        <ChoiceField source="riskLevel" group="riskLevel" label="resources.users.fields.riskLevel" />
        <ChoiceField source="lifecycleStage" group="lifecycleStage" label="resources.users.fields.lifecycleStage" />
        <TextField source="stage" emptyText="—" />
        <DateTimeField source="joinedAt" label="resources.users.fields.joinedAt" />
        <DateTimeField source="lastActiveAt" label="resources.users.fields.lastActiveAt" />
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  </Show>
);
