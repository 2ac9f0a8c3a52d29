import { describe, expect, it } from 'vitest';
import type { HttpClient } from '../http';
import { canAccess } from '../permissions';
import {
  createRegistrationCommands,
  registrationCommandApplies,
  type RegistrationRecord,
} from './registrationCommandSet';

const record = (over: Partial<RegistrationRecord> = {}): RegistrationRecord => ({
  id: 'r/1',
  workshopId: 'w 1',
  paymentMethod: 'bank_transfer',
  paymentStatus: 'pending',
  attendanceStatus: 'not_attended',
  ...over,
});

describe('registration commands', () => {
  it('post to the organisers’ calls for the registration’s workshop, with the bank reference', async () => {
    const calls: { url: string; body: unknown }[] = [];
    const http = (async (url: string, options: { body?: string } = {}) => {
      calls.push({ url, body: JSON.parse(options.body ?? 'null') });
      return { status: 200, headers: new Headers(), body: '', json: {} };
    }) as unknown as HttpClient;
    const commands = createRegistrationCommands(http);
    await commands.checkIn(record());
    await commands.confirmTransfer(record(), 'TRX-42');
    expect(calls).toEqual([
      { url: '/api/workshops/w%201/registrations/r%2F1/check-in', body: {} },
      { url: '/api/workshops/w%201/registrations/r%2F1/confirm-transfer', body: { bankReference: 'TRX-42' } },
    ]);
  });

  it('offer check-in once paid and not yet attended, and a transfer’s confirmation only while it is awaited', () => {
    expect(registrationCommandApplies('checkIn', record())).toBe(false);
    expect(registrationCommandApplies('checkIn', record({ paymentStatus: 'paid' }))).toBe(true);
    expect(registrationCommandApplies('checkIn', record({ paymentStatus: 'paid', attendanceStatus: 'attended' }))).toBe(
      false,
    );
    expect(registrationCommandApplies('confirmTransfer', record())).toBe(true);
    expect(registrationCommandApplies('confirmTransfer', record({ paymentMethod: 'stcpay' }))).toBe(false);
    expect(registrationCommandApplies('confirmTransfer', record({ paymentStatus: 'paid' }))).toBe(false);
  });

  it('are admins’ only: auditors read registrations but run nothing', () => {
    expect(canAccess(['admin'], 'workshop-registrations', 'checkIn')).toBe(true);
    expect(canAccess(['admin'], 'workshop-registrations', 'confirmTransfer')).toBe(true);
    expect(canAccess(['auditor'], 'workshop-registrations', 'checkIn')).toBe(false);
    expect(canAccess(['moderator'], 'workshop-registrations', 'confirmTransfer')).toBe(false);
    expect(canAccess(['auditor'], 'workshop-registrations', 'show')).toBe(true);
  });
});
