import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * An organiser's command in a dialog: the title names the dialog, the fields, Cancel and the command's button.
 * Enter submits; the button stays off while the command runs.
 */
export function OrganiserFormDialog({
  id,
  title,
  submitLabel,
  submitColor,
  pending,
  maxWidth = 'xs',
  onSubmit,
  onClose,
  children,
}: {
  /** The title's id, which labels the dialog. */
  id: string;
  title: ReactNode;
  submitLabel: string;
  /** `warning` where the command moves money. */
  submitColor?: ButtonProps['color'];
  pending: boolean;
  maxWidth?: DialogProps['maxWidth'];
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={id} fullWidth maxWidth={maxWidth}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={id}>{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('workshops.tiers.cancel')}</Button>
          <Button type="submit" variant="contained" color={submitColor} disabled={pending}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
