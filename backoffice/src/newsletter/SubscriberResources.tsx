import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import {
  DataTable,
  List,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DateTimeField } from '../common/DateTimeField';
import { useFormatters } from '../format';

const STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;

interface ConsentEntry {
  type: string;
  at: string;
  actorId: string | null;
  detail: Record<string, unknown>;
}

const filters = (translate: (key: string) => string) => [
  <TextInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    choices={STATUSES.map((id) => ({ id, name: translate(`resources.newsletter/subscribers.status.${id}`) }))}
  />,
  <SelectInput
    key="language"
    source="language"
    choices={[
      { id: 'en', name: 'English' },
      { id: 'ar', name: 'العربية' },
    ]}
  />,
];

/** Subscribers (/api/admin/newsletter/subscribers): where each consent stands; moderators and auditors read. */
export const SubscriberList = () => {
  const translate = useTranslate();
  return (
    <List filters={filters(translate)} sort={{ field: 'requestedAt', order: 'DESC' }} exporter={false}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="email" />
        <DataTable.Col source="status" />
        <DataTable.Col source="language" />
        <DataTable.Col source="requestedAt">
          <DateTimeField source="requestedAt" />
        </DataTable.Col>
        <DataTable.Col source="confirmedAt">
          <DateTimeField source="confirmedAt" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
};

/** The consent history, as recorded on the subscriber's stream: what an auditor asks for as proof. */
export const ConsentHistory = () => {
  const record = useRecordContext<{ history?: ConsentEntry[] }>();
  const translate = useTranslate();
  const { dateTime } = useFormatters();
  return (
    <>
      <Typography variant="h6" component="h2">
        {translate('resources.newsletter/subscribers.history')}
      </Typography>
      <Table size="small" aria-label={translate('resources.newsletter/subscribers.history')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.newsletter/subscribers.fields.at')}</TableCell>
            <TableCell>{translate('resources.newsletter/subscribers.fields.event')}</TableCell>
            <TableCell>{translate('resources.newsletter/subscribers.fields.detail')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(record?.history ?? []).map((entry) => (
            <TableRow key={`${entry.type}-${entry.at}`}>
              <TableCell>{dateTime(entry.at)}</TableCell>
              <TableCell>
                {translate(`resources.newsletter/subscribers.events.${entry.type}`, { _: entry.type })}
              </TableCell>
              <TableCell dir="ltr">{JSON.stringify(entry.detail)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
};

export const SubscriberShow = () => (
  <Show>
    <SimpleShowLayout>
      <TextField source="email" />
      <TextField source="status" />
      <TextField source="language" />
      <TextField source="topics" />
      <TextField source="source" />
      <TextField source="id" />
      <ConsentHistory />
    </SimpleShowLayout>
  </Show>
);
