import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, signedIn, stubApi, type FakeApi } from '../../../test-utils/render-app';

afterEach(cleanup);

const emptyCase = { tier: 0, status: 'settled', bidCeiling: 50000, documents: [], requests: [] };
const rejectedCase = {
  tier: 1,
  status: 'more_requested',
  bidCeiling: 50000,
  documents: [
    {
      id: 'd-1',
      documentType: 'national_id',
      number: '1012345678',
      expiresOn: '2030-05-31',
      expired: false,
      status: 'approved',
      submittedAt: '2026-11-01T10:00:00Z',
      reason: null,
      reasonAr: null,
    },
    {
      id: 'd-2',
      documentType: 'vat_certificate',
      number: '310123456700003',
      expiresOn: null,
      expired: false,
      status: 'rejected',
      submittedAt: '2026-11-02T10:00:00Z',
      reason: 'The certificate is for another company.',
      reasonAr: 'الشهادة باسم منشأة أخرى.',
    },
  ],
  requests: [{ requested: ['proof_of_address'], note: null, at: '2026-11-03T10:00:00Z' }],
};

function api(kyc: object, overrides: FakeApi = {}): FakeApi {
  return {
    ...signedIn(
      { firstName: 'Omar', lastName: 'G', role: 'collector', roles: ['collector'] },
      { setupComplete: true, roles: ['collector'] },
    ),
    'GET /api/me/stats': { status: 200, body: { favorites: 0, inquiries: 0, profileViews: 0, following: 0 } },
    'GET /api/kyc': { status: 200, body: kyc },
    ...overrides,
  };
}

describe('verification tab', () => {
  it('shows the tier, what it allows, and uploads a document with its fields as multipart', async () => {
    const fetchMock = stubApi(
      api(emptyCase, {
        'POST /api/kyc/documents': {
          status: 201,
          body: { ...emptyCase, status: 'waiting', documents: [{ ...rejectedCase.documents[0], status: 'submitted' }] },
        },
      }),
    );
    renderApp('/dashboard?tab=verification');
    expect(await screen.findByRole('heading', { name: 'Verification level 0' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText(/Verify your identity to bid/)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Document number' }), { target: { value: '1012345678' } });
    fireEvent.change(screen.getByLabelText('Expiry date'), { target: { value: '2030-05-31' } });
    const file = new File(['%PDF-1.7'], 'id.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Choose a file'), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('Waiting for review')).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    const body = post?.[1]?.body as FormData;
    expect(body.get('documentType')).toBe('national_id');
    expect(body.get('number')).toBe('1012345678');
    expect(body.get('expiresOn')).toBe('2030-05-31');
    expect((body.get('file') as File).name).toBe('id.pdf');
  });

  it('shows the server refusal under the field it names', async () => {
    stubApi(
      api(emptyCase, {
        'POST /api/kyc/documents': {
          status: 400,
          body: {
            statusCode: 400,
            code: 'validation_failed',
            message: 'Some fields are not valid.',
            messageAr: 'بعض الحقول غير صالحة.',
            details: [
              {
                field: 'file',
                message: 'Send a PDF, JPEG, PNG or HEIC file.',
                messageAr: 'أرسل ملفًا بصيغة PDF أو JPEG أو PNG أو HEIC.',
              },
            ],
          },
        },
      }),
    );
    renderApp('/dashboard?tab=verification', 'ar');
    fireEvent.click(await screen.findByRole('button', { name: 'أرسل للمراجعة' }, { timeout: 15_000 }));
    expect((await screen.findByRole('alert')).textContent).toBe('أرسل ملفًا بصيغة PDF أو JPEG أو PNG أو HEIC.');
  });

  it('in Arabic: the tier, a rejection with its reason, and what the reviewer asked for', async () => {
    stubApi(api(rejectedCase));
    renderApp('/dashboard?tab=verification', 'ar');
    expect(await screen.findByRole('heading', { name: 'مستوى التحقق 1' }, { timeout: 15_000 })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'وثائقك' });
    expect(within(list).getByText('مرفوضة: الشهادة باسم منشأة أخرى.')).toBeTruthy();
    expect(within(list).getByText('مقبولة')).toBeTruthy();
    expect(screen.getByTestId('kyc-more-requested').textContent).toContain('إثبات العنوان');
  });
});
