import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';

export const KYC_DOCUMENT_TYPES = [
  'national_id',
  'commercial_registration',
  'vat_certificate',
  'proof_of_address',
] as const;

/** Asks the person for more documents, naming which (at least one) and, optionally, why. */
export const RequestMoreButton = ({
  pending,
  onConfirm,
}: {
  pending: boolean;
  onConfirm: (requested: string[], note: string) => void;
}) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState<string[]>([]);
  const [note, setNote] = useState('');
  const titleId = useId();
  return (
    <>
      <Button size="small" disabled={pending} onClick={() => setOpen(true)}>
        {translate('resources.kyc.requestMore')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (requested.length === 0) return;
            onConfirm(requested, note.trim());
            setOpen(false);
          }}
        >
          <DialogTitle id={titleId}>{translate('resources.kyc.requestMoreTitle')}</DialogTitle>
          <DialogContent>
            <TextField
              select
              fullWidth
              margin="dense"
              label={translate('resources.kyc.requested')}
              value={requested}
              onChange={(event) => setRequested(event.target.value as unknown as string[])}
              slotProps={{ select: { multiple: true } }}
            >
              {KYC_DOCUMENT_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {translate(`resources.kyc.type.${type}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              fullWidth
              multiline
              minRows={2}
              margin="dense"
              label={translate('resources.kyc.note')}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={requested.length === 0 || pending}>
              {translate('resources.kyc.requestMore')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
};
