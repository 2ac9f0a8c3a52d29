import {
  BooleanField,
  DataTable,
  Labeled,
  NumberField,
  ReferenceManyField,
  Show,
  SimpleShowLayout,
  TextField,
  useTranslate,
} from 'react-admin';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DateTimeField } from '../common/DateTimeField';
import { ChoiceChip } from '../kit/fields';
import { ChoiceCol, DateCol, NumberCol, RecordList, choiceFilter, searchFilter } from '../kit/lists';
import { ListActions, ShowActions } from '../kit/screens';
import { RefundFailureNotice } from '../kit/RefundFailure';
import { REGISTRATION_COMMANDS } from './registrationCommandSet';
import { PromoCodes } from './PromoCodes';
import { TicketTiers } from './TicketTiers';

const Col = DataTable.Col;

export const WORKSHOP_STATUSES = ['draft', 'published', 'cancelled'] as const;
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'cancelled'] as const;
export const EVENT_CATEGORIES = [
  'exhibition',
  'workshop',
  'talk',
  'networking',
  'technology',
  'traditional_arts',
] as const;
const STATUS_COLOURS = { draft: 'default', published: 'success', cancelled: 'error' } as const;
const PAYMENT_COLOURS = { pending: 'warning', paid: 'success', failed: 'error', cancelled: 'default' } as const;
const WAITLIST_COLOURS = { waiting: 'default', offered: 'warning' } as const;
const EVENT_COLOURS = { scheduled: 'success', cancelled: 'error' } as const;

/** Workshops with their seats (organisers edit from the storefront; admins edit the tiers on the workshop's page). */
export const WorkshopList = () => (
  <RecordList
    filters={[searchFilter, choiceFilter('status', WORKSHOP_STATUSES, 'resources.workshops.status')]}
    actions={<ListActions />}
    sort={{ field: 'startDate', order: 'DESC' }}
  >
    <Col source="title" />
    <Col source="titleAr" />
    <ChoiceCol source="category" group="resources.workshops.category" />
    <DateCol source="startDate" />
    <NumberCol source="currentParticipants" />
    <NumberCol source="maxParticipants" disableSort />
    <ChoiceCol source="status" group="resources.workshops.status" colours={STATUS_COLOURS} />
  </RecordList>
);

/** The organiser's cancellation policy in each language, each marked with its own language whatever the
 * interface's, so the Arabic one is read and laid out as Arabic in the English back-office and the other way. */
export const CancellationPolicies = () => (
  <Stack spacing={1}>
    {(
      [
        ['cancellationPolicy', 'en', 'ltr'],
        ['cancellationPolicyAr', 'ar', 'rtl'],
      ] as const
    ).map(([source, lang, dir]) => (
      <Labeled key={source} label={`resources.workshops.fields.${source}`}>
        <TextField source={source} emptyText="—" lang={lang} dir={dir} sx={{ whiteSpace: 'pre-line' }} />
      </Labeled>
    ))}
  </Stack>
);

export const WorkshopShow = () => (
  <Show actions={<ShowActions />}>
    <SimpleShowLayout>
      <TextField source="title" />
      <TextField source="titleAr" />
      <TextField source="description" emptyText="—" />
      <ChoiceChip source="category" group="resources.workshops.category" label="resources.workshops.fields.category" />
      <ChoiceChip
        source="skillLevel"
        group="resources.workshops.skillLevel"
        label="resources.workshops.fields.skillLevel"
      />
      <ChoiceChip
        source="locationType"
        group="resources.workshops.locationType"
        label="resources.workshops.fields.locationType"
      />
      <TextField source="location" emptyText="—" />
      <DateTimeField source="startDate" label="resources.workshops.fields.startDate" />
      <DateTimeField source="endDate" label="resources.workshops.fields.endDate" />
      <NumberField source="currentParticipants" />
      <NumberField source="maxParticipants" />
      <NumberField source="price" />
      <BooleanField source="featured" />
      <CancellationPolicies />
      <ChoiceChip
        source="status"
        group="resources.workshops.status"
        colours={STATUS_COLOURS}
        label="resources.workshops.fields.status"
      />
      <TextField source="id" />
      <TicketTiers />
      <WorkshopRegistrations />
      <WaitingList />
      <PromoCodes />
    </SimpleShowLayout>
  </Show>
);

/** The workshop's registrations, newest first, with their refunds and a refund the provider refused (flagged for
 * staff once the retries are spent); each opens the registration's page. */
export const WorkshopRegistrations = () => (
  <ReferenceManyField
    reference="workshop-registrations"
    target="workshopId"
    sort={{ field: 'registeredAt', order: 'DESC' }}
    label="resources.workshops.fields.registrations"
  >
    <DataTable
      bulkActionButtons={false}
      rowClick="show"
      empty={<Empty message="resources.workshop-registrations.empty" />}
    >
      <Col source="lastName" disableSort />
      <Col source="email" disableSort />
      <NumberCol source="amountDue" fraction={2} disableSort />
      <ChoiceCol
        source="paymentStatus"
        group="resources.workshop-registrations.paymentStatus"
        colours={PAYMENT_COLOURS}
        disableSort
      />
      <RefundCols />
      <DateCol source="registeredAt" disableSort />
    </DataTable>
  </ReferenceManyField>
);
/** What a section of the workshop's page says when it has no rows. */
const Empty = ({ message }: { message: string }) => {
  const translate = useTranslate();
  return <Typography variant="body2">{translate(message)}</Typography>;
};

/** What went back, what is owed back, and a refund the provider refused. */
const RefundCols = () => (
  <>
    <NumberCol source="refundedAmount" fraction={2} disableSort />
    <NumberCol source="refundOwed" fraction={2} disableSort />
    <Col source="refundFailure" disableSort>
      <RefundFailureNotice compact />
    </Col>
  </>
);

/** The workshop's waiting list in joining order (read-only): who waits for which tier, and the seats offered. */
export const WaitingList = () => (
  <ReferenceManyField
    reference="workshop-waitlist"
    target="workshopId"
    sort={{ field: 'seq', order: 'ASC' }}
    label="resources.workshops.fields.waitlist"
  >
    <DataTable bulkActionButtons={false} rowClick={false} empty={<Empty message="resources.workshop-waitlist.empty" />}>
      <Col source="tierId" disableSort />
      <Col source="userId" disableSort />
      <ChoiceCol source="status" group="resources.workshop-waitlist.status" colours={WAITLIST_COLOURS} disableSort />
      <DateCol source="joinedAt" disableSort />
      <DateCol source="expiresAt" disableSort />
    </DataTable>
  </ReferenceManyField>
);

/** Every registration with its payment and attendance; each is a hash-chained `registration-<id>` stream. */
export const RegistrationList = () => (
  <RecordList
    filters={[
      searchFilter,
      choiceFilter('paymentStatus', PAYMENT_STATUSES, 'resources.workshop-registrations.paymentStatus'),
    ]}
    actions={<ListActions />}
    sort={{ field: 'registeredAt', order: 'DESC' }}
  >
    <Col source="firstName" disableSort />
    <Col source="lastName" disableSort />
    <Col source="email" disableSort />
    <ChoiceCol source="paymentMethod" group="resources.workshop-registrations.paymentMethod" disableSort />
    <NumberCol source="totalAmount" fraction={2} />
    <ChoiceCol
      source="paymentStatus"
      group="resources.workshop-registrations.paymentStatus"
      colours={PAYMENT_COLOURS}
      disableSort
    />
    <ChoiceCol source="attendanceStatus" group="resources.workshop-registrations.attendanceStatus" disableSort />
    <RefundCols />
    <DateCol source="registeredAt" />
  </RecordList>
);

export const RegistrationShow = () => (
  <Show actions={<ShowActions set={REGISTRATION_COMMANDS} />}>
    <SimpleShowLayout>
      <TextField source="firstName" emptyText="—" />
      <TextField source="lastName" />
      <TextField source="email" />
      <TextField source="phone" emptyText="—" />
      <TextField source="workshopId" />
      <TextField source="tierId" />
      <ChoiceChip
        source="paymentMethod"
        group="resources.workshop-registrations.paymentMethod"
        label="resources.workshop-registrations.fields.paymentMethod"
      />
      <TextField source="paymentReference" />
      <NumberField source="price" />
      <NumberField source="discountAmount" />
      <NumberField source="totalAmount" />
      <NumberField source="transactionFee" />
      <NumberField source="amountDue" />
      <ChoiceChip
        source="paymentStatus"
        group="resources.workshop-registrations.paymentStatus"
        colours={PAYMENT_COLOURS}
        label="resources.workshop-registrations.fields.paymentStatus"
      />
      <NumberField source="refundedAmount" emptyText="0" />
      <NumberField source="refundOwed" emptyText="0" />
      <RefundFailureNotice label="resources.workshop-registrations.fields.refundFailure" />
      <ChoiceChip
        source="attendanceStatus"
        group="resources.workshop-registrations.attendanceStatus"
        label="resources.workshop-registrations.fields.attendanceStatus"
      />
      <DateTimeField source="registeredAt" label="resources.workshop-registrations.fields.registeredAt" />
      <TextField source="id" />
    </SimpleShowLayout>
  </Show>
);

/** Events with their attending counts. */
export const ArtEventList = () => (
  <RecordList
    filters={[searchFilter, choiceFilter('category', EVENT_CATEGORIES, 'resources.art-events.category')]}
    actions={<ListActions />}
    sort={{ field: 'startDate', order: 'DESC' }}
  >
    <Col source="title" />
    <Col source="titleAr" disableSort />
    <ChoiceCol source="category" group="resources.art-events.category" disableSort />
    <DateCol source="startDate" />
    <NumberCol source="attendees" />
    <ChoiceCol source="status" group="resources.art-events.status" colours={EVENT_COLOURS} disableSort />
  </RecordList>
);

export const ArtEventShow = () => (
  <Show actions={<ShowActions />}>
    <SimpleShowLayout>
      <TextField source="title" />
      <TextField source="titleAr" />
      <ChoiceChip
        source="category"
        group="resources.art-events.category"
        label="resources.art-events.fields.category"
      />
      <DateTimeField source="startDate" label="resources.art-events.fields.startDate" />
      <TextField source="venue" emptyText="—" />
      <TextField source="venueAr" emptyText="—" />
      <BooleanField source="isOnline" />
      <NumberField source="attendees" />
      <NumberField source="maybe" />
      <ChoiceChip
        source="status"
        group="resources.art-events.status"
        colours={EVENT_COLOURS}
        label="resources.art-events.fields.status"
      />
      <TextField source="id" />
    </SimpleShowLayout>
  </Show>
);
