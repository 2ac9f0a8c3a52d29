import {
  Button,
  type ButtonProps,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  type DialogProps,
} from '@mui/material';
import { type ReactNode, useId } from 'react';
import { useTranslate } from 'react-admin';

export interface FormDialogProps {
  open: boolean;
  title: ReactNode;
  submitLabel: string;
  /** Whether what was entered can be sent; the button stays off until it can and while it is being sent. */
  ready: boolean;
  pending: boolean;
  /** The command button's colour: `error` for what cannot be undone, `warning` for what costs money. */
  color?: ButtonProps['color'];
  maxWidth?: DialogProps['maxWidth'];
  /** Resets the form's state: `onEnter` as the dialog opens, `onExited` once it has closed. */
  onEnter?: () => void;
  onExited?: () => void;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}

/**
 * A staff command's form in a dialog: a title naming the dialog, the fields, Cancel and the command's button.
 * Enter submits, as in any form, only when `ready`.
 */
export const FormDialog = ({
  open,
  title,
  submitLabel,
  ready,
  pending,
  color = 'primary',
  maxWidth = 'sm',
  onEnter,
  onExited,
  onClose,
  onSubmit,
  children,
}: FormDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={maxWidth}
      // Events from a portal bubble through React's tree: keep them from reaching a clickable row.
      onClick={(event) => event.stopPropagation()}
      slotProps={{ transition: { onEnter, onExited } }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (ready && !pending) onSubmit();
        }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" color={color} disabled={!ready || pending}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
