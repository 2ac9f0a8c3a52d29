import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { checkField, checkForm, serverFieldErrors, type FieldErrors, type Rule } from '../lib/validation';

/**
 * A small form state: values, client checks on blur and submit, and the server's per-field answers shown on
 * the same fields. `submit` runs `send` only when the client checks pass.
 */
export function useValidatedForm<F extends string>(initial: Record<F, string>, rules: Record<F, Rule>) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const fields = Object.keys(initial) as F[];

  const field = (name: F) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => {
      const value = e.target.value;
      setValues((v) => ({ ...v, [name]: value }));
      if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
    },
    onBlur: () => {
      const message = checkField(values[name], rules[name], t);
      setErrors((current) => ({ ...current, [name]: message }));
    },
    error: Boolean(errors[name]),
    helperText: errors[name],
  });

  /** Checks every field; true when the form may be sent. */
  const validate = (): boolean => {
    const found = checkForm(values, rules, t);
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  /** Shows the server's field messages; true when it named at least one of our fields. */
  const showServerErrors = (error: unknown): boolean => {
    const found = serverFieldErrors(error, language, fields);
    setErrors(found);
    return Object.keys(found).length > 0;
  };

  const reset = (next: Partial<Record<F, string>> = {}) => {
    setValues({ ...initial, ...next });
    setErrors({});
  };

  return { values, setValues, errors, field, validate, showServerErrors, reset };
}
