import { TableCell, TableRow, Typography } from '@mui/material';
import {
  DataTable,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  TextInput,
  useLocale,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ChoiceChip } from '../kit/fields';
import { ChoiceCol, DateCol, RecordList } from '../kit/lists';
import { PlainTable } from '../common/PlainTable';
import { intlLocale, useFormatters } from '../format';

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
    <RecordList
      filters={filters(translate)}
      sort={{ field: 'requestedAt', order: 'DESC' }}
      exporter={false}
      perPage={10}
    >
      <DataTable.Col source="email" />
      <ChoiceCol source="status" group="resources.newsletter/subscribers.status" />
      <DataTable.Col source="language" />
      <DateCol source="requestedAt" />
      <DateCol source="confirmedAt" />
    </RecordList>
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
      <PlainTable
        aria-label={translate('resources.newsletter/subscribers.history')}
        head={['at', 'event', 'detail'].map((c) => translate(`resources.newsletter/subscribers.fields.${c}`))}
      >
        {(record?.history ?? []).map((entry) => (
          <TableRow key={`${entry.type}-${entry.at}`}>
            <TableCell>{dateTime(entry.at)}</TableCell>
            <TableCell>
              {translate(`resources.newsletter/subscribers.events.${entry.type}`, { _: entry.type })}
            </TableCell>
            <TableCell dir="ltr">{JSON.stringify(entry.detail)}</TableCell>
          </TableRow>
        ))}
      </PlainTable>
    </>
  );
};

/** The topics a subscriber chose, by their names in the interface's language (the campaigns' own list). */
const TopicsField = (_: { label: string }) => {
  const record = useRecordContext<{ topics?: string[] }>();
  const translate = useTranslate();
  const locale = useLocale();
  const names = (record?.topics ?? []).map((topic) =>
    translate(`resources.newsletter/campaigns.topics.${topic}`, { _: topic }),
  );
  return (
    <Typography variant="body2">
      {names.length ? new Intl.ListFormat(intlLocale(locale)).format(names) : '—'}
    </Typography>
  );
};

export const SubscriberShow = () => (
  <Show>
    <SimpleShowLayout>
      <TextField source="email" />
      <ChoiceChip
        source="status"
        group="resources.newsletter/subscribers.status"
        label="resources.newsletter/subscribers.fields.status"
      />
      <TextField source="language" />
      <TopicsField label="resources.newsletter/subscribers.fields.topics" />
      <TextField source="source" />
      <TextField source="id" />
      <ConsentHistory />
    </SimpleShowLayout>
  </Show>
);
