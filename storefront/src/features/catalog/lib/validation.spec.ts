import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n';
import { HttpError } from '../../../lib/http';
import { checkForm, isPhone, serverFieldErrors } from './validation';

const t = createI18n('en').t;

describe('form checks mirroring the server', () => {
  it('accepts international and Saudi national phone numbers only', () => {
    for (const ok of ['+966 50 123 4567', '00966501234567', '0501234567', '050-123-4567'])
      expect(isPhone(ok), ok).toBe(true);
    for (const bad of ['12', 'call me', '+0123456789', '0601234567', '+1234567']) expect(isPhone(bad), bad).toBe(false);
  });

  it('names each failing field with the bilingual generic texts', () => {
    const errors = checkForm(
      { email: 'x@', phone: '', message: '   short  ' },
      {
        email: { required: true, email: true },
        phone: { phone: true },
        message: { required: true, min: 10, max: 2000 },
      },
      t,
    );
    expect(errors).toEqual({ email: 'Enter a valid email address.', message: 'Minimum 10 characters.' });
    const ar = createI18n('ar').t;
    expect(checkForm({ name: '' }, { name: { required: true } }, ar)).toEqual({ name: 'هذا الحقل مطلوب.' });
  });

  it("reads the server's per-field details in the interface language", () => {
    const error = new HttpError(400, '', {
      details: [
        { field: 'email', message: 'Enter a valid email address.', messageAr: 'أدخل بريدًا إلكترونيًا صالحًا.' },
        { field: 'other', message: 'x' },
      ],
    });
    expect(serverFieldErrors(error, 'ar', ['email', 'message'])).toEqual({ email: 'أدخل بريدًا إلكترونيًا صالحًا.' });
    expect(serverFieldErrors(new Error('boom'), 'en', ['email'])).toEqual({});
  });
});
