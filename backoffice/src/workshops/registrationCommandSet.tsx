import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import { type HttpClient, httpClient } from '../http';
import type { CommandDef, CommandSet } from '../kit/commandSet';
import { askReason } from '../kit/ReasonDialog';

/** What the registration commands read of a row (the registrations read model). */
export interface RegistrationRecord {
  id: string;
  workshopId: string;
  email?: string;
  paymentMethod: string;
  paymentStatus: 'pending' | 'paid' | 'failed' | 'cancelled';
  attendanceStatus: 'attended' | 'not_attended';
}

/**
 * At the door and at the bank: an admin checks an attendee in, or confirms a bank transfer with the bank's
 * reference, through the organisers' own calls (the server lets admins act on any workshop and records who did).
 */
export const createRegistrationCommands = (http: HttpClient = httpClient) => {
  const post = (record: RegistrationRecord, action: string, body: unknown = {}) =>
    http(
      `/api/workshops/${encodeURIComponent(record.workshopId)}/registrations/${encodeURIComponent(record.id)}/${action}`,
      { method: 'POST', body: JSON.stringify(body) },
    ).then(({ json }) => json);
  return {
    checkIn: (record: RegistrationRecord) => post(record, 'check-in'),
    confirmTransfer: (record: RegistrationRecord, bankReference: string) =>
      post(record, 'confirm-transfer', { bankReference }),
  };
};

const calls = createRegistrationCommands();

/** Offered where the decider would accept it: check-in once paid, a transfer's confirmation while it is awaited. */
export const registrationCommandApplies = (command: 'checkIn' | 'confirmTransfer', record: RegistrationRecord) =>
  command === 'checkIn'
    ? record.paymentStatus === 'paid' && record.attendanceStatus !== 'attended'
    : record.paymentMethod === 'bank_transfer' && record.paymentStatus === 'pending';

const checkIn: CommandDef<RegistrationRecord> = {
  key: 'checkIn',
  icon: <HowToRegIcon fontSize="small" />,
  label: 'resources.workshop-registrations.commands.checkIn',
  done: 'resources.workshop-registrations.done.checkIn',
  applies: (record) => registrationCommandApplies('checkIn', record),
  run: (record) => calls.checkIn(record),
};

const confirmTransfer: CommandDef<RegistrationRecord> = {
  key: 'confirmTransfer',
  icon: <AccountBalanceIcon fontSize="small" />,
  label: 'resources.workshop-registrations.commands.confirmTransfer',
  done: 'resources.workshop-registrations.done.confirmTransfer',
  applies: (record) => registrationCommandApplies('confirmTransfer', record),
  ask: askReason<RegistrationRecord>({
    title: 'resources.workshop-registrations.confirmTransfer.title',
    bulkTitle: 'resources.workshop-registrations.confirmTransfer.title',
    confirm: 'resources.workshop-registrations.commands.confirmTransfer',
    label: 'resources.workshop-registrations.confirmTransfer.reference',
    help: 'resources.workshop-registrations.confirmTransfer.help',
  }),
  run: (record, reference) => calls.confirmTransfer(record, String(reference).trim()),
};

export const REGISTRATION_COMMANDS: CommandSet<RegistrationRecord> = {
  resource: 'workshop-registrations',
  commands: [checkIn, confirmTransfer],
  nameOf: (record) => record.email || record.id,
};
