import { Button, Stack, TextField as MuiTextField } from '@mui/material';
import { useState } from 'react';
import {
  CheckboxGroupInput,
  Create,
  DataTable,
  NumberField,
  NumberInput,
  maxValue,
  minValue,
  ReferenceArrayInput,
  AutocompleteArrayInput,
  required,
  TextArrayInput,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DateTimeField } from '../common/DateTimeField';
import { ChoiceChip } from '../kit/fields';
import { ChoiceCol, DateCol, RecordList } from '../kit/lists';
import { usePostAction } from '../common/postJson';
import { canAccess } from '../permissions';
import { CampaignPreview } from './CampaignPreview';
import { SegmentAudience } from './SegmentAudience';

const TOPICS = ['followed_artists', 'auctions', 'workshops_events', 'editorial'];
/** The art preferences an account stated on /preferences, any of which a segment may ask for. */
const PREFERENCE_LISTS = ['preferredCategories', 'preferredStyles', 'preferredMedia'] as const;
const ROLES = [
  'collector',
  'artist',
  'gallery',
  'workshop_organiser',
  'shipping_provider',
  'admin',
  'moderator',
  'auditor',
];
const R = 'resources.newsletter/campaigns';

/** Campaigns (/api/admin/newsletter/campaigns): status and counts; admins compose, schedule and send. */
export const CampaignList = () => (
  <RecordList sort={{ field: 'createdAt', order: 'DESC' }} exporter={false} perPage={10}>
    <DataTable.Col source="subject" />
    <ChoiceCol source="status" group={`${R}.status`} />
    <DateCol source="sendAt" />
    <DataTable.NumberCol source="recipients" />
    <DataTable.NumberCol source="sent" />
    <DataTable.NumberCol source="delivered" />
    <DataTable.NumberCol source="failed" />
    <DataTable.NumberCol source="bounced" />
    <DataTable.NumberCol source="opened" />
    <DataTable.NumberCol source="unsubscribed" />
  </RecordList>
);

/** Send now, schedule or cancel a draft (each an event on the campaign's stream, server side). */
export const CampaignActions = () => {
  const record = useRecordContext<{ id: string; status: string }>();
  const translate = useTranslate();
  const { pending, post } = usePostAction();
  const { permissions } = usePermissions<string[]>();
  const [sendAt, setSendAt] = useState('');
  if (
    !record ||
    !['draft', 'scheduled'].includes(record.status) ||
    !canAccess(permissions, 'newsletter/campaigns', 'create')
  )
    return null;
  const run = (action: string, body?: unknown) =>
    post(`/api/admin/newsletter/campaigns/${encodeURIComponent(record.id)}/${action}`, body, { done: `${R}.done` });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'center' }}>
      <Button variant="contained" disabled={pending} onClick={() => run('send')}>
        {translate(`${R}.sendNow`)}
      </Button>
      <MuiTextField
        type="datetime-local"
        size="small"
        label={translate(`${R}.fields.sendAt`)}
        value={sendAt}
        onChange={(e) => setSendAt(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Button disabled={pending || !sendAt} onClick={() => run('schedule', { sendAt: new Date(sendAt).toISOString() })}>
        {translate(`${R}.schedule`)}
      </Button>
      <Button color="error" disabled={pending} onClick={() => run('cancel')}>
        {translate(`${R}.cancel`)}
      </Button>
    </Stack>
  );
};

export const CampaignShow = () => (
  <Show>
    <SimpleShowLayout>
      <CampaignActions />
      <ChoiceChip source="status" group={`${R}.status`} label={`${R}.fields.status`} />
      <TextField source="subject" />
      <TextField source="subjectAr" dir="rtl" />
      <DateTimeField source="sendAt" label={`${R}.fields.sendAt`} />
      <NumberField source="recipients" />
      <NumberField source="sent" />
      <NumberField source="skipped" />
      <NumberField source="delivered" />
      <NumberField source="failed" />
      <NumberField source="suppressed" />
      <NumberField source="bounced" />
      <NumberField source="opened" />
      <NumberField source="unsubscribed" />
      <NumberField source="perMinute" />
      <TextField source="body" component="pre" sx={{ whiteSpace: 'pre-wrap' }} />
      <TextField source="bodyAr" component="pre" dir="rtl" sx={{ whiteSpace: 'pre-wrap' }} />
    </SimpleShowLayout>
  </Show>
);

/** The segment's filters on the art preferences subscribers' accounts stated (any of each list set). */
export const PreferenceSegment = () => (
  <>
    {PREFERENCE_LISTS.map((list) => (
      <TextArrayInput key={list} source={`segment.${list}`} helperText={`${R}.help.${list}`} />
    ))}
  </>
);

export const CampaignCreate = () => {
  const translate = useTranslate();
  return (
    <Create redirect="show">
      <SimpleForm
        defaultValues={{ perMinute: 100, segment: { languages: [], topics: [], roles: [] }, body: '', bodyAr: '' }}
      >
        <TextInput source="subject" validate={required()} fullWidth />
        <TextInput source="subjectAr" validate={required()} fullWidth slotProps={{ htmlInput: { dir: 'rtl' } }} />
        <TextInput source="body" validate={required()} multiline minRows={6} fullWidth helperText={`${R}.markdown`} />
        <TextInput
          source="bodyAr"
          validate={required()}
          multiline
          minRows={6}
          fullWidth
          slotProps={{ htmlInput: { dir: 'rtl' } }}
        />
        <CampaignPreview />
        <CheckboxGroupInput
          source="segment.languages"
          choices={[
            { id: 'en', name: translate(`${R}.languages.en`) },
            { id: 'ar', name: translate(`${R}.languages.ar`) },
          ]}
        />
        <CheckboxGroupInput
          source="segment.topics"
          choices={TOPICS.map((id) => ({ id, name: translate(`${R}.topics.${id}`) }))}
        />
        <CheckboxGroupInput
          source="segment.roles"
          choices={ROLES.map((id) => ({ id, name: translate(`${R}.roles.${id}`) }))}
        />
        <TextArrayInput source="segment.cities" helperText={`${R}.help.cities`} />
        <ReferenceArrayInput source="segment.followsArtistIds" reference="artists">
          <AutocompleteArrayInput
            label={`${R}.fields.segment.followsArtistIds`}
            optionText="name"
            helperText={`${R}.help.followsArtistIds`}
          />
        </ReferenceArrayInput>
        <NumberInput
          source="segment.activeWithinDays"
          min={1}
          max={365}
          validate={[minValue(1), maxValue(365)]}
          helperText={`${R}.help.activeWithinDays`}
        />
        <PreferenceSegment />
        <SegmentAudience />
        <NumberInput source="perMinute" min={1} max={1000} />
      </SimpleForm>
    </Create>
  );
};
