import { TextField } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import { countArgs } from '../format';
import type { AskProps } from './commandSet';
import { FormDialog } from './FormDialog';

/** Bounds of a moderation reason, as the API checks them (the same as a user suspension's). */
export const REASON_MIN_LENGTH = 3;
export const REASON_MAX_LENGTH = 500;

export const reasonIsValid = (reason: string): boolean => {
  const length = reason.trim().length;
  return length >= REASON_MIN_LENGTH && length <= REASON_MAX_LENGTH;
};

interface ReasonDialogProps {
  open: boolean;
  title: string;
  confirmLabel: string;
  pending: boolean;
  destructive?: boolean;
  /** The reason field's label and help; the moderation texts by default. */
  label?: string;
  help?: string;
  /** Fields asked before the reason (a level to set, say) and whether they are filled in. */
  children?: ReactNode;
  ready?: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}

/**
 * Asks why before a command that records a reason (withdrawal, hiding, restoring, a user's suspension);
 * the server records the reason in the event.
 */
export const ReasonDialog = ({
  open,
  title,
  confirmLabel,
  pending,
  destructive,
  label,
  help,
  children,
  ready = true,
  onClose,
  onConfirm,
}: ReasonDialogProps) => {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const valid = ready && reasonIsValid(reason);
  return (
    <FormDialog
      open={open}
      title={title}
      submitLabel={confirmLabel}
      ready={valid}
      pending={pending}
      color={destructive ? 'error' : 'primary'}
      onExited={() => setReason('')}
      onClose={onClose}
      onSubmit={() => onConfirm(reason.trim())}
    >
      {children}
      <TextField
        autoFocus={!children}
        required
        fullWidth
        multiline
        minRows={2}
        margin="dense"
        label={label ?? translate('kit.reason')}
        helperText={help ?? translate('kit.reasonHelp')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        slotProps={{ htmlInput: { minLength: REASON_MIN_LENGTH, maxLength: REASON_MAX_LENGTH } }}
      />
    </FormDialog>
  );
};

/**
 * A command's confirmation that asks for a reason: `title` names one record (`%{name}`), `bulkTitle` a
 * selection (`%{count}`); `confirm` labels the button. The reason is the command's input.
 */
export const askReason = <R,>({
  title,
  bulkTitle,
  confirm,
  destructive,
  label,
  help,
}: {
  title: string;
  bulkTitle: string;
  confirm: string;
  destructive?: boolean;
  label?: string;
  help?: string;
}) =>
  function AskReason({ open, record, name, count, pending, onClose, onConfirm }: AskProps<R>) {
    const translate = useTranslate();
    const locale = useLocale();
    return (
      <ReasonDialog
        open={open}
        title={record ? translate(title, { name }) : translate(bulkTitle, countArgs(count, locale))}
        confirmLabel={translate(confirm)}
        destructive={destructive}
        pending={pending}
        label={label && translate(label)}
        help={help && translate(help)}
        onClose={onClose}
        onConfirm={onConfirm}
      />
    );
  };
