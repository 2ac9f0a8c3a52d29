import { afterEach, describe, expect, it, vi } from 'vitest';
import { invoiceApi } from './invoiceApi';
import { invoicesAr, invoicesEn } from './i18n';
import { creditNoteEligible, isAdmin, shortHash } from './invoiceRules';

type Tree = { [key: string]: string | Tree };
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
const leaves = (tree: Tree): string[] => Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : leaves(v)));

describe('invoices resource', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers a credit note only for an issued, unrejected invoice that is not a note or cancelled', () => {
    expect(creditNoteEligible({ documentKind: 'invoice', status: 'sent', zatcaClearanceStatus: 'cleared' })).toBe(true);
    expect(creditNoteEligible({ documentKind: 'invoice', status: 'paid', zatcaClearanceStatus: 'reported' })).toBe(
      true,
    );
    expect(creditNoteEligible({ documentKind: 'invoice', status: 'draft', zatcaClearanceStatus: 'pending' })).toBe(
      false,
    );
    expect(creditNoteEligible({ documentKind: 'invoice', status: 'cancelled', zatcaClearanceStatus: 'cleared' })).toBe(
      false,
    );
    expect(creditNoteEligible({ documentKind: 'invoice', status: 'sent', zatcaClearanceStatus: 'rejected' })).toBe(
      false,
    );
    expect(creditNoteEligible({ documentKind: 'creditNote', status: 'sent', zatcaClearanceStatus: 'cleared' })).toBe(
      false,
    );
    expect(creditNoteEligible(undefined)).toBe(false);
  });

  it('shows admin-only commands to admins only, and shortens hashes', () => {
    expect(isAdmin({ roles: ['admin'] })).toBe(true);
    expect(isAdmin({ roles: ['auditor'] })).toBe(false);
    expect(isAdmin(undefined)).toBe(false);
    expect(shortHash('ABCDEFGHIJKLMNOPQRSTUVWXYZ')).toBe('ABCDEFGHIJKLMNOP…');
    expect(shortHash(null)).toBe('—');
  });

  it('calls the admin endpoints with the session cookie, escaping ids', async () => {
    const fetch = vi.fn(async () => new Response('{"verified":true,"links":[],"breaks":[]}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await invoiceApi.chainAudit('seller/1');
    await invoiceApi.creditNote('inv 1', 'Returned');
    const calls = fetch.mock.calls as unknown as [string, RequestInit][];
    expect(calls[0]![0]).toBe('/api/admin/invoices/chain-audit/seller%2F1');
    expect(calls[0]![1].credentials).toBe('include');
    expect(calls[1]![0]).toBe('/api/admin/invoices/inv%201/credit-note');
    expect(calls[1]![1].method).toBe('POST');
    expect(JSON.parse(String(calls[1]![1].body))).toEqual({ reason: 'Returned' });
    expect(invoiceApi.fileUrl('x', 'pdf')).toBe('/api/admin/invoices/x/pdf');
  });

  it('has the same texts in English and Arabic, and the Arabic ones are Arabic', () => {
    expect(keys(invoicesAr as unknown as Tree)).toEqual(keys(invoicesEn as unknown as Tree));
    const untranslated = leaves(invoicesAr as unknown as Tree).filter(
      (text) => !/[\u0600-\u06FF]/.test(text) && !['PDF'].includes(text),
    );
    expect(untranslated).toEqual([]);
  });
});
