import { DateTimeInput, maxLength, required, SelectInput, SimpleForm, TextInput, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ROLES } from '@gulf-art/contracts';
import { arabicInput } from '../kit/fields';

const R = 'resources.announcements';
const TONES = ['info', 'success', 'warning'] as const;
const AUDIENCES = ['everyone', 'signed_in', 'role'] as const;
const message = [required(), maxLength(280)];

interface AnnouncementRecord {
  message: string;
  messageAr: string;
  link?: string | null;
  tone?: string;
  startsAt: string | Date;
  endsAt: string | Date;
  audience: string;
  role?: string | null;
}

const iso = (value: string | Date) => new Date(value).toISOString();

/** What POST and PUT /api/admin/announcements take (the record's other fields are the server's). */
export const toAnnouncementBody = (r: AnnouncementRecord) => ({
  message: r.message,
  messageAr: r.messageAr,
  link: r.link || null,
  tone: r.tone ?? 'info',
  startsAt: iso(r.startsAt),
  endsAt: iso(r.endsAt),
  audience: r.audience,
  role: r.audience === 'role' ? (r.role ?? null) : null,
});

const afterStart: Validator = (value, values: { startsAt?: string }) =>
  value && values.startsAt && new Date(value) <= new Date(values.startsAt) ? 'ra.validation.minValue' : undefined;

const RoleInput = () => {
  const audience = useWatch({ name: 'audience' });
  return audience === 'role' ? (
    <SelectInput
      source="role"
      validate={[required()]}
      choices={ROLES.map((id) => ({ id, name: `vocabularies.roles.${id}` }))}
    />
  ) : null;
};

/** The banner in both languages, its dates and its audience. */
export const AnnouncementForm = () => (
  <SimpleForm>
    <TextInput source="message" multiline fullWidth validate={message} />
    <TextInput source="messageAr" multiline fullWidth validate={message} slotProps={arabicInput} />
    <TextInput source="link" />
    <SelectInput source="tone" defaultValue="info" choices={TONES.map((id) => ({ id, name: `${R}.tone.${id}` }))} />
    <DateTimeInput source="startsAt" validate={[required()]} />
    <DateTimeInput source="endsAt" validate={[required(), afterStart]} />
    <SelectInput
      source="audience"
      defaultValue="everyone"
      validate={[required()]}
      choices={AUDIENCES.map((id) => ({ id, name: `${R}.audience.${id}` }))}
    />
    <RoleInput />
  </SimpleForm>
);
