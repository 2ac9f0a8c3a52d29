// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeData, member, renderInAdmin } from '../kit/testing';
import { UserMessages } from './UserMessages';

afterEach(cleanup);

const sent = {
  id: 'm1',
  sentBy: 'a1',
  subject: 'About your listing',
  body: 'Please add the dimensions.',
  subjectAr: 'بخصوص إدراجك',
  bodyAr: 'يرجى إضافة الأبعاد.',
  sentAt: '2026-11-20T09:00:00Z',
  read: false,
};

describe('the messages sent to a user', () => {
  it('lists each message in both languages with who sent it and whether it was read', async () => {
    const getList = vi.fn(async () => ({ data: [sent], total: 1 }));
    const getMany = vi.fn(async () => ({ data: [{ id: 'a1', email: 'admin@example.sa' }] }));
    renderInAdmin(
      <UserMessages />,
      { roles: ['auditor'] },
      { record: member, dataProvider: fakeData({ getList: getList as never, getMany: getMany as never }) },
    );
    const table = await screen.findByRole('table', { name: 'Messages' });
    expect(getList).toHaveBeenCalledWith(
      'users/u1/messages',
      expect.objectContaining({ sort: { field: 'sentAt', order: 'DESC' } }),
    );
    expect(await within(table).findByText('admin@example.sa')).toBeTruthy();
    expect(within(table).getByText('About your listing')).toBeTruthy();
    expect(within(table).getByText('بخصوص إدراجك').closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    expect(within(table).getByText('Not read yet')).toBeTruthy();
  });

  it('says so in Arabic when nothing was sent', async () => {
    renderInAdmin(
      <UserMessages />,
      { roles: ['moderator'], locale: 'ar' },
      { record: member, dataProvider: fakeData() },
    );
    expect(await screen.findByText('لم تُرسل أي رسالة إلى هذا الشخص.')).toBeTruthy();
  });
});
