import {
  BooleanField,
  Create,
  DataTable,
  DeleteButton,
  List,
  SelectInput,
  SimpleForm,
  TextInput,
  email,
  required,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { ChoiceCol, DateCol } from '../kit/lists';
import { canAccess } from '../permissions';

const STATES = ['queued', 'sent', 'failed', 'retrying', 'suppressed'] as const;
const REASONS = ['bounce', 'complaint', 'unsubscribe', 'manual'] as const;

/** Every mail the queue handled, whichever transport (/api/admin/mail/outbox): no addresses, only their hash. */
export const OutboxList = () => {
  const translate = useTranslate();
  return (
    <List
      sort={{ field: 'updatedAt', order: 'DESC' }}
      exporter={false}
      filters={[
        <TextInput key="q" source="q" alwaysOn />,
        <SelectInput
          key="state"
          source="state"
          choices={STATES.map((id) => ({ id, name: translate(`resources.mail/outbox.state.${id}`) }))}
        />,
        <TextInput key="template" source="template" />,
      ]}
    >
      <DataTable bulkActionButtons={false}>
        <DateCol source="updatedAt" />
        <DataTable.Col source="template" />
        <DataTable.Col source="lang" />
        <ChoiceCol source="state" group="resources.mail/outbox.state" />
        <DataTable.Col source="recipientHash" />
        <DataTable.Col source="providerAnswer" />
        <DataTable.NumberCol source="attempts" />
        <DataTable.Col source="bounce" />
        <DataTable.Col source="complained">
          <BooleanField source="complained" />
        </DataTable.Col>
        <DateCol source="openedAt" />
      </DataTable>
    </List>
  );
};

const LiftButton = () => {
  const { permissions } = usePermissions<string[]>();
  return canAccess(permissions, 'mail/suppressions', 'create') ? (
    <DeleteButton label="resources.mail/suppressions.lift" mutationMode="pessimistic" />
  ) : null;
};

/** Who gets no mail (bounces, complaints) or no marketing mail (unsubscribed): /api/admin/mail/suppressions. */
export const SuppressionList = () => (
  <List sort={{ field: 'at', order: 'DESC' }} exporter={false}>
    <DataTable bulkActionButtons={false}>
      <DateCol source="at" />
      <DataTable.Col source="id" />
      <DataTable.Col source="reason" />
      <DataTable.Col source="scope" />
      <DataTable.Col source="source" />
      <DataTable.Col source="note" />
      <DataTable.Col>
        <LiftButton />
      </DataTable.Col>
    </DataTable>
  </List>
);

/** An admin adds an address (kept only as its keyed hash). */
export const SuppressionCreate = () => {
  const translate = useTranslate();
  return (
    <Create redirect="list">
      <SimpleForm>
        <TextInput source="email" validate={[required(), email()]} slotProps={{ htmlInput: { dir: 'ltr' } }} />
        <SelectInput
          source="reason"
          validate={required()}
          choices={REASONS.map((id) => ({ id, name: translate(`resources.mail/suppressions.reason.${id}`) }))}
        />
        <TextInput source="note" multiline fullWidth />
      </SimpleForm>
    </Create>
  );
};
