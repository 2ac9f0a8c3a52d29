import { Button, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { FormDialog } from '../kit/FormDialog';

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
  return (
    <>
      <Button size="small" disabled={pending} onClick={() => setOpen(true)}>
        {translate('resources.kyc.requestMore')}
      </Button>
      <FormDialog
        open={open}
        title={translate('resources.kyc.requestMoreTitle')}
        submitLabel={translate('resources.kyc.requestMore')}
        ready={requested.length > 0}
        pending={pending}
        onClose={() => setOpen(false)}
        onSubmit={() => {
          onConfirm(requested, note.trim());
          setOpen(false);
        }}
      >
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
      </FormDialog>
    </>
  );
};
