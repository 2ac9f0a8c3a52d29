import { describe, expect, it } from 'vitest';
import {
  formFieldOf,
  initialValues,
  toRequestBody,
  validateInvoiceForm,
  type InvoiceFormValues,
} from './invoice-form-model';

const valid = (overrides: Partial<InvoiceFormValues> = {}): InvoiceFormValues => ({
  ...initialValues(),
  buyer_name: 'Buyer Co',
  buyer_vat_number: '399999999800003',
  buyer_address: '1111 Olaya Street, Al Olaya, Riyadh 12211',
  invoice_description_en: 'Oil painting',
  invoice_description_ar: 'لوحة زيتية',
  amount: '10000',
  ...overrides,
});

describe('invoice form model', () => {
  it('has the spec defaults: standard, no payment method, discount and shipping 0', () => {
    expect(initialValues()).toMatchObject({
      invoice_type: 'standard',
      payment_method: 'none',
      discount_percentage: '0',
      shipping_amount: '0',
    });
    expect(validateInvoiceForm(valid())).toEqual({});
  });

  it.each([
    ['buyer_name', { buyer_name: ' ' }, 'required'],
    ['buyer_name', { buyer_name: 'x'.repeat(201) }, 'tooLong'],
    ['buyer_address', { buyer_address: '' }, 'required'],
    ['invoice_description_en', { invoice_description_en: '' }, 'required'],
    ['invoice_description_ar', { invoice_description_ar: '' }, 'required'],
    ['amount', { amount: '' }, 'required'],
    ['amount', { amount: 'abc' }, 'number'],
    ['amount', { amount: '10.123' }, 'money'],
    ['amount', { amount: '0' }, 'positive'],
    ['discount_percentage', { discount_percentage: '100' }, 'discount'],
    ['discount_percentage', { discount_percentage: '-1' }, 'discount'],
    ['shipping_amount', { shipping_amount: '-5' }, 'money'],
    ['buyer_vat_number', { buyer_vat_number: '123456789012345' }, 'vat'],
    ['buyer_vat_number', { buyer_vat_number: '' }, 'buyerIdentification'],
    ['buyer_id_scheme', { buyer_vat_number: '', buyer_id: '1010010000' }, 'required'],
    ['supply_date', { supply_date: '2026-13-45' }, 'date'],
    ['due_date', { due_date: 'tomorrow' }, 'date'],
    ['due_date', { supply_date: '2026-02-01', due_date: '2026-01-01' }, 'dueBeforeSupply'],
  ] as const)('refuses a bad %s (%j)', (field, overrides, error) => {
    expect(validateInvoiceForm(valid(overrides as Partial<InvoiceFormValues>))[field]).toBe(error);
  });

  it('lets a simplified invoice go without buyer identification, and a standard one with another identification', () => {
    expect(validateInvoiceForm(valid({ invoice_type: 'simplified', buyer_vat_number: '' }))).toEqual({});
    expect(
      validateInvoiceForm(valid({ buyer_vat_number: '', buyer_id_scheme: 'CRN', buyer_id: '1010010000' })),
    ).toEqual({});
  });

  it('sends snake_case numbers and leaves empty optional fields out', () => {
    const body = toRequestBody(valid({ amount: '12.50', discount_percentage: '', shipping_amount: '7', notes: ' ' }));
    expect(body).toEqual({
      buyer_name: 'Buyer Co',
      buyer_vat_number: '399999999800003',
      buyer_address: '1111 Olaya Street, Al Olaya, Riyadh 12211',
      invoice_description_en: 'Oil painting',
      invoice_description_ar: 'لوحة زيتية',
      amount: 12.5,
      invoice_type: 'standard',
      payment_method: 'none',
      discount_percentage: 0,
      shipping_amount: 7,
    });
  });

  it("maps the server's field names onto the form", () => {
    expect(formFieldOf('buyer_address.street')).toBe('buyer_address');
    expect(formFieldOf('lines[0].unit_price')).toBe('amount');
    expect(formFieldOf('buyer_vat_number')).toBe('buyer_vat_number');
    expect(formFieldOf('vat_rate')).toBeNull();
  });
});
