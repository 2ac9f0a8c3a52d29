import type { FormEventHandler, ReactNode } from 'react';
import { WrappingRow } from '../../../components/wrapping-row';

/**
 * The organiser's add-a-row forms (ticket tiers, promo codes, registration fields, a payment method): the fields in
 * a row that wraps, stacked on a phone, the form named by `label`.
 */
export function RowForm(props: { label: string; onSubmit: FormEventHandler<HTMLFormElement>; children: ReactNode }) {
  return <WrappingRow component="form" spacing={1.5} sx={{ alignItems: 'flex-start' }} {...props} />;
}
