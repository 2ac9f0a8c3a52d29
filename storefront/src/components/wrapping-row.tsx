import Stack, { type StackProps } from '@mui/material/Stack';
import type { FormEventHandler } from 'react';

type WrappingRowProps = Omit<StackProps, 'direction' | 'component' | 'onSubmit'> & {
  label: string;
  component: 'section' | 'form';
  /** A form's submit (`component="form"`). */
  onSubmit?: FormEventHandler<HTMLFormElement>;
};

/**
 * A named row of controls that stacks on a phone and wraps on a wider screen (the list filters, the organiser's
 * add-a-row forms): `label` names it for assistive technology.
 */
export function WrappingRow({ label, component, sx, onSubmit, ...props }: WrappingRowProps) {
  return (
    <Stack
      component={component}
      aria-label={label}
      direction={{ xs: 'column', md: 'row' }}
      useFlexGap
      sx={[{ flexWrap: 'wrap' }, ...(Array.isArray(sx) ? sx : [sx])]}
      // Stack types its events for a div whatever `component` is; the element is a form when onSubmit is given.
      onSubmit={onSubmit as unknown as StackProps['onSubmit']}
      {...props}
    />
  );
}
