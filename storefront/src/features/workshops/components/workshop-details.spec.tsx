import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, type FakeApi } from '../../../test-utils/render-app';
import { refusal, sentCalls, stubOrganiserApi } from '../testing/organiser-api';
import { naskhWorkshop } from '../testing/naskh-workshop';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const workshop = {
  ...naskhWorkshop,
  description: 'Letters of the Naskh hand.',
  descriptionAr: 'حروف خط النسخ.',
  locationType: 'in_person',
  location: 'Riyadh studio',
  locationAr: 'مرسم الرياض',
  price: 200,
  currency: 'SAR',
  sessions: [],
};
const draft = {
  ...naskhWorkshop,
  id: 'w2',
  title: 'Clay basics',
  titleAr: 'أساسيات الطين',
  category: 'sculpture',
  startDate: '2027-01-10T15:00:00Z',
  maxParticipants: 12,
  status: 'draft',
  sessions: [],
};
/** The draft's lists answer too; the organised list holds only the first workshop until a test says otherwise. */
const organiser = (over: FakeApi = {}) =>
  stubOrganiserApi([workshop, draft], {
    'GET /api/workshops/organised': { status: 200, body: [workshop] },
    ...over,
  });
const sentBodies = (fetchMock: ReturnType<typeof organiser>, method: string, end: string) =>
  sentCalls(fetchMock, method, end).map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

async function openForm(name: string, dialogName: string) {
  fireEvent.click(await screen.findByRole('button', { name }, { timeout: 15_000 }));
  return screen.findByRole('dialog', { name: dialogName });
}
const type = (dialog: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

describe('the organiser’s workshop details form', () => {
  it('checks each field as typed with the API’s rules and sends nothing while one is wrong', async () => {
    const fetchMock = organiser();
    renderApp('/manage/workshops');
    const dialog = await openForm('New workshop', 'New workshop');
    type(dialog, /^Title \(English\)/, 'x'.repeat(201));
    expect(within(dialog).getByText('At most 200 characters.')).toBeTruthy();
    type(dialog, /^Title \(English\)/, '   ');
    expect(within(dialog).getByText('Enter this field.')).toBeTruthy();
    type(dialog, /^Maximum participants/, '2.5');
    expect(within(dialog).getByText('Enter a whole number from 1 to 100000.')).toBeTruthy();
    type(dialog, /^Price/, '10.555');
    expect(within(dialog).getByText('Enter an amount from 0 to 1000000 with at most two decimals.')).toBeTruthy();
    type(dialog, /^Description \(Arabic\)/, 'ا'.repeat(5001));
    expect(within(dialog).getByText('At most 5000 characters.')).toBeTruthy();
    // Each language's cancellation policy is checked on its own, under its own field.
    type(dialog, /^Cancellation policy \(Arabic\)/, 'س'.repeat(2001));
    const arabicPolicy = within(dialog).getByLabelText(/^Cancellation policy \(Arabic\)/);
    expect(arabicPolicy.getAttribute('aria-invalid')).toBe('true');
    expect(arabicPolicy.getAttribute('lang')).toBe('ar');
    expect(
      within(dialog)
        .getByLabelText(/^Cancellation policy \(English\)/)
        .getAttribute('aria-invalid'),
    ).toBe('false');
    expect(within(dialog).getByText('At most 2000 characters.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create draft' }));
    // Untouched required fields are named on saving too.
    expect(
      within(dialog)
        .getByLabelText(/^Starts \(Riyadh time\)/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(within(dialog).getByText('Enter a valid start date and time.')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST', '/api/workshops')).toHaveLength(0);
  });

  it('speaks Arabic: the form and each field’s problem', async () => {
    organiser();
    renderApp('/manage/workshops', 'ar');
    const dialog = await openForm('ورشة جديدة', 'ورشة جديدة');
    type(dialog, /^العنوان \(بالعربية\)/, ' ');
    expect(within(dialog).getByText('أدخل هذا الحقل.')).toBeTruthy();
    type(dialog, /^الحد الأقصى للمشاركين/, '0');
    expect(within(dialog).getByText('أدخل عددًا صحيحًا من 1 إلى 100000.')).toBeTruthy();
    type(dialog, /^السعر/, '-1');
    expect(within(dialog).getByText('أدخل مبلغًا من 0 إلى 1000000 بمنزلتين عشريتين على الأكثر.')).toBeTruthy();
    type(dialog, /^سياسة الإلغاء \(بالعربية\)/, 'س'.repeat(2001));
    expect(
      within(dialog)
        .getByLabelText(/^سياسة الإلغاء \(بالعربية\)/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(
      within(dialog)
        .getByLabelText(/^سياسة الإلغاء \(بالإنجليزية\)/)
        .getAttribute('aria-invalid'),
    ).toBe('false');
  });

  it('creates a draft with every field typed and selects it, with Publish offered', async () => {
    let created = false;
    const fetchMock = organiser({
      'POST /api/workshops': {
        status: 201,
        get body() {
          created = true;
          return draft;
        },
      },
      'GET /api/workshops/organised': {
        status: 200,
        get body() {
          return created ? [workshop, draft] : [workshop];
        },
      },
    });
    renderApp('/manage/workshops');
    const dialog = await openForm('New workshop', 'New workshop');
    type(dialog, /^Title \(English\)/, ' Clay basics ');
    type(dialog, /^Title \(Arabic\)/, 'أساسيات الطين');
    type(dialog, /^Description \(English\)/, 'Pinch and coil pots.');
    type(dialog, /^Starts \(Riyadh time\)/, '2027-01-10T18:00');
    type(dialog, /^Maximum participants/, '12');
    type(dialog, /^Price/, '150.50');
    type(dialog, /^Venue address \(English\)/, 'Jeddah studio');
    type(dialog, /^Cancellation policy \(English\)/, 'Full refund a week before.');
    type(dialog, /^Cancellation policy \(Arabic\)/, 'استرداد كامل قبل أسبوع.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create draft' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentBodies(fetchMock, 'POST', '/api/workshops')).toEqual([
      {
        title: 'Clay basics',
        titleAr: 'أساسيات الطين',
        description: 'Pinch and coil pots.',
        location: 'Jeddah studio',
        cancellationPolicy: 'Full refund a week before.',
        cancellationPolicyAr: 'استرداد كامل قبل أسبوع.',
        category: 'painting',
        skillLevel: 'beginner',
        locationType: 'in_person',
        startDate: '2027-01-10T18:00:00+03:00',
        maxParticipants: 12,
        price: 150.5,
        currency: 'SAR',
        certificate: false,
        featured: false,
      },
    ]);
    const select = await screen.findByRole('combobox', { name: 'Workshop' });
    await waitFor(() => expect(select.textContent).toBe('Clay basics'));
    expect(screen.getByText('Draft')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeTruthy();
  });

  it('edits the selected workshop prefilled, sends only the changes, and shows the server’s refusal by field', async () => {
    const fetchMock = organiser({
      'PATCH /api/workshops/w1': refusal('startDate', 'Enter a valid start date.', 'أدخل تاريخ بدء صالحًا.'),
    });
    renderApp('/manage/workshops');
    const dialog = await openForm('Edit details', 'Edit workshop details');
    expect((within(dialog).getByLabelText(/^Title \(English\)/) as HTMLInputElement).value).toBe('Naskh script');
    expect((within(dialog).getByLabelText(/^Starts \(Riyadh time\)/) as HTMLInputElement).value).toBe(
      '2026-12-20T19:00',
    );
    expect((within(dialog).getByLabelText(/^Venue address \(Arabic\)/) as HTMLInputElement).value).toBe('مرسم الرياض');
    type(dialog, /^Title \(Arabic\)/, 'خط النسخ للمبتدئين');
    type(dialog, /^Starts \(Riyadh time\)/, '2026-12-21T19:00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save details' }));
    await within(dialog).findByText('Enter a valid start date.');
    expect(sentBodies(fetchMock, 'PATCH', '/api/workshops/w1')).toEqual([
      { titleAr: 'خط النسخ للمبتدئين', startDate: '2026-12-21T19:00:00+03:00' },
    ]);
  });

  it('says a refusal of what the form does not show above it, and an unchanged edit sends nothing', async () => {
    const fetchMock = organiser({
      'POST /api/workshops': refusal(
        'sessions[0].startsAt',
        'The first session starts when the workshop starts (its start date).',
        'تبدأ الجلسة الأولى عند بدء الورشة (تاريخ بدئها).',
      ),
    });
    renderApp('/manage/workshops', 'ar');
    let dialog = await openForm('ورشة جديدة', 'ورشة جديدة');
    type(dialog, /^العنوان \(بالإنجليزية\)/, 'Ink');
    type(dialog, /^العنوان \(بالعربية\)/, 'حبر');
    type(dialog, /^يبدأ \(بتوقيت الرياض\)/, '2027-02-01T10:00');
    type(dialog, /^الحد الأقصى للمشاركين/, '5');
    fireEvent.click(within(dialog).getByRole('button', { name: 'إنشاء مسودة' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'تبدأ الجلسة الأولى عند بدء الورشة (تاريخ بدئها).',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'إلغاء' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await openForm('تعديل التفاصيل', 'تعديل تفاصيل الورشة');
    fireEvent.click(within(dialog).getByRole('button', { name: 'حفظ التفاصيل' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentBodies(fetchMock, 'PATCH', '/api/workshops/w1')).toHaveLength(0);
  });
});
