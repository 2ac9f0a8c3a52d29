import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';

/** The API's bounds for a suspension reason (SuspendUserDto). */
export const REASON_MIN_LENGTH = 3;
export const REASON_MAX_LENGTH = 500;

interface SuspendDialogProps {
    open: boolean;
    title: string;
    pending: boolean;
    onClose: () => void;
    onConfirm: (reason: string) => void;
}

/** Asks for the reason of a suspension; the server records it in the event. */
export const SuspendDialog = ({ open, title, pending, onClose, onConfirm }: SuspendDialogProps) => {
    const translate = useTranslate();
    const [reason, setReason] = useState('');
    const titleId = useId();
    const trimmed = reason.trim();
    const valid = trimmed.length >= REASON_MIN_LENGTH;
    return (
        <Dialog
            open={open}
            onClose={onClose}
            aria-labelledby={titleId}
            fullWidth
            maxWidth="sm"
            // Events from a portal bubble through React's tree: keep them from reaching a clickable row.
            onClick={event => event.stopPropagation()}
            slotProps={{ transition: { onExited: () => setReason('') } }}
        >
            <form
                onSubmit={event => {
                    event.preventDefault();
                    if (valid) onConfirm(trimmed);
                }}
            >
                <DialogTitle id={titleId}>{title}</DialogTitle>
                <DialogContent>
                    <TextField
                        autoFocus
                        required
                        fullWidth
                        multiline
                        minRows={2}
                        margin="dense"
                        label={translate('resources.users.suspend.reason')}
                        helperText={translate('resources.users.suspend.reasonHelp')}
                        value={reason}
                        onChange={event => setReason(event.target.value)}
                        slotProps={{ htmlInput: { minLength: REASON_MIN_LENGTH, maxLength: REASON_MAX_LENGTH } }}
                    />
                </DialogContent>
                <DialogActions>
                    <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
                    <Button type="submit" variant="contained" color="error" disabled={!valid || pending}>
                        {translate('resources.users.commands.suspend')}
                    </Button>
                </DialogActions>
            </form>
        </Dialog>
    );
};
