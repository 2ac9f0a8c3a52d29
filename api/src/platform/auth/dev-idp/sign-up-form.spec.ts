import { describe, expect, it } from '@jest/globals';
import { checkSignUp } from './sign-up-form.js';

const valid = { firstName: ' Lama ', lastName: 'Al-Harthi', email: ' Lama@Example.sa ', password: '12345678' };

describe('checkSignUp', () => {
  it('accepts a complete form and trims names and e-mail (not the password)', () => {
    expect(checkSignUp({ ...valid, password: ' 1234567 ' }, 'en')).toEqual({
      ok: true,
      input: { firstName: 'Lama', lastName: 'Al-Harthi', email: 'Lama@Example.sa', password: ' 1234567 ' },
    });
  });

  it('names each bad field in English', () => {
    const check = checkSignUp({ firstName: '', lastName: 'x'.repeat(101), email: 'lama@', password: '1234567' }, 'en');
    expect(check).toEqual({
      ok: false,
      values: { firstName: '', lastName: 'x'.repeat(101), email: 'lama@' },
      errors: {
        firstName: 'Please fill in this field.',
        lastName: 'Please use at most 100 characters.',
        email: 'Please enter a valid e-mail address.',
        password: 'The password must have at least 8 characters.',
      },
    });
  });

  it('answers in Arabic on the Arabic page, and never echoes the password', () => {
    const check = checkSignUp({ ...valid, password: 'short' }, 'ar');
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors).toEqual({ password: 'يجب أن تتكون كلمة المرور من 8 أحرف على الأقل.' });
    expect(check.values).not.toHaveProperty('password');
  });

  it('treats fields that are not text as missing', () => {
    const check = checkSignUp({ firstName: ['a'], lastName: 'b', email: 'a@b.sa', password: 12345678 }, 'en');
    expect(check.ok).toBe(false);
    if (!check.ok) expect(Object.keys(check.errors).sort()).toEqual(['firstName', 'password']);
  });
});
