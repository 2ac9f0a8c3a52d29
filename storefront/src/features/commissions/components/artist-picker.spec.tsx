/** The invited-artists picker of the new-request form: search the directory by name, choose several. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, stubApi, type FakeApi } from '../../../test-utils/render-app';
import { cleanUpAfterEach, collector, fillRequestDetails, SLOW } from '../testing/commission-test-fixtures';

cleanUpAfterEach();

const artists = [
  { id: 'a1', name: 'Sara Al-Harbi', nameAr: 'سارة الحربي', profileImage: null },
  { id: 'a2', name: 'Salem Al-Qahtani', nameAr: 'سالم القحطاني', profileImage: null },
];
const api: FakeApi = {
  ...collector,
  'GET /api/commissions': { status: 200, body: { items: [], total: 0, facets: {} } },
  'GET /api/artists': { status: 200, body: { items: artists, total: 2 } },
  'POST /api/commissions': { status: 201, body: { id: 'c9' } },
};

async function openForm(language: 'en' | 'ar' = 'en') {
  renderApp('/commissions', language);
  fireEvent.click(await screen.findByRole('button', { name: language === 'en' ? 'New request' : /طلب جديد/ }, SLOW));
  const dialog = within(await screen.findByRole('dialog'));
  fireEvent.mouseDown(dialog.getByLabelText(language === 'en' ? /^Who may bid/ : /^من يمكنه/));
  fireEvent.click(
    await screen.findByRole('option', { name: language === 'en' ? 'Invited artists only' : 'الفنانون المدعوون فقط' }),
  );
  return dialog;
}

async function choose(dialog: ReturnType<typeof within>, typed: string, name: string) {
  fireEvent.change(dialog.getByRole('combobox', { name: /Invited artists|الفنانون المدعوون/ }), {
    target: { value: typed },
  });
  fireEvent.click(await screen.findByRole('option', { name }));
}

describe('inviting artists', () => {
  it('searches the artists by name and sends the chosen ones’ ids', async () => {
    const fetchMock = stubApi(api);
    const dialog = await openForm();
    await choose(dialog, 'Sa', 'Sara Al-Harbi');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/artists?q=Sa'))).toBe(true),
    );
    await choose(dialog, 'Sal', 'Salem Al-Qahtani');
    expect(dialog.getAllByTestId('invited-artist').map((c) => c.textContent)).toEqual([
      'Sara Al-Harbi',
      'Salem Al-Qahtani',
    ]);
    expect(dialog.getByText('2 artists invited')).toBeTruthy();
    // Sara is chosen: searching again offers only the others.
    fireEvent.change(dialog.getByRole('combobox', { name: /Invited artists/ }), { target: { value: 'S' } });
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Sara Al-Harbi' })).toBeNull());

    const type = (label: RegExp, value: string) =>
      fireEvent.change(dialog.getByLabelText(label), { target: { value } });
    type(/^Title \(English\)/, 'Portrait');
    type(/^Description \(English\)/, 'Oil portrait');
    await fillRequestDetails(screen.getByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Post request' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(JSON.parse(String(init!.body))).toMatchObject({ visibility: 'invited', invitedArtistIds: ['a1', 'a2'] });
  }, 60_000);

  it('needs at least one artist, and a chip removes one', async () => {
    stubApi(api);
    const dialog = await openForm();
    fireEvent.click(dialog.getByRole('button', { name: 'Post request' }));
    const picker = dialog.getByRole('combobox', { name: /Invited artists/ });
    expect(picker.getAttribute('aria-invalid')).toBe('true');
    await choose(dialog, 'Sa', 'Sara Al-Harbi');
    expect(dialog.getAllByTestId('invited-artist')).toHaveLength(1);
    fireEvent.click(within(dialog.getByTestId('invited-artist')).getByTestId('CancelIcon'));
    expect(dialog.queryAllByTestId('invited-artist')).toHaveLength(0);
  }, 60_000);

  it('shows the artists’ Arabic names in Arabic', async () => {
    stubApi(api);
    const dialog = await openForm('ar');
    await choose(dialog, 'سا', 'سارة الحربي');
    expect(dialog.getByTestId('invited-artist').textContent).toBe('سارة الحربي');
    expect(dialog.getByText('دُعي فنان واحد')).toBeTruthy();
  }, 60_000);
});
