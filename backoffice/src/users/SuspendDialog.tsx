import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';

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
                    if (trimmed) onConfirm(trimmed);
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
                        slotProps={{ htmlInput: { maxLength: REASON_MAX_LENGTH } }}
                    />
                </DialogContent>
                <DialogActions>
                    <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
                    <Button type="submit" variant="contained" color="error" disabled={!trimmed || pending}>
                        {translate('resources.users.commands.suspend')}
                    </Button>
                </DialogActions>
            </form>
        </Dialog>
    );
};
