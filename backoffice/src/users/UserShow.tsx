import { BooleanField, NumberField, Show, TabbedShowLayout, TextField } from 'react-admin';
import { DateTimeField } from '../common/DateTimeField';
import { ShowActions } from '../kit/screens';
import { USER_SHOW_COMMANDS } from './userCommandSet';
import { ChoiceField, CompletenessField, RiskReasonsField, RolesField, StatusField } from './UserFields';
import { RiskOverrideField } from './RiskOverrideField';
import { UserMessages } from './UserMessages';
import { ArtPreferencesField, PrivacySettingsField } from './PreferencesFields';

export const UserShow = () => (
  <Show actions={<ShowActions set={USER_SHOW_COMMANDS} />}>
    <TabbedShowLayout>
      <TabbedShowLayout.Tab label="resources.users.sections.profile">
        <TextField source="firstName" />
        <TextField source="lastName" />
        <TextField source="email" />
        <TextField source="phone" emptyText="—" />
        <TextField source="location" emptyText="—" />
        <TextField source="bio" emptyText="—" />
        <ChoiceField source="language" group="language" unset="unset" label="resources.users.fields.language" />
        <CompletenessField source="profileCompleteness" label="resources.users.fields.profileCompleteness" />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.users.sections.account">
        <TextField source="id" />
        <RolesField source="roles" label="resources.users.fields.roles" />
        <StatusField source="status" label="resources.users.fields.status" />
        <ChoiceField source="riskLevel" group="riskLevel" label="resources.users.fields.riskLevel" />
        <RiskReasonsField source="riskReasons" label="resources.users.standing.riskReasons" />
        <ChoiceField source="computedRiskLevel" group="riskLevel" label="resources.users.riskOverride.computed" />
        <RiskOverrideField source="riskOverride" label="resources.users.riskOverride.override" />
        <NumberField source="kycTier" label="resources.users.standing.kycTier" />
        <BooleanField source="seller" label="resources.users.standing.seller" />
        <ChoiceField source="lifecycleStage" group="lifecycleStage" label="resources.users.fields.lifecycleStage" />
        <TextField source="stage" emptyText="—" />
        <DateTimeField source="joinedAt" label="resources.users.fields.joinedAt" />
        <DateTimeField source="lastActiveAt" label="resources.users.fields.lastActiveAt" />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.users.sections.preferences" path="preferences">
        <ArtPreferencesField label="resources.users.preferences.art" />
        <PrivacySettingsField label="resources.users.privacy.title" />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.users.messages.tab" path="messages">
        <UserMessages />
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  </Show>
);
