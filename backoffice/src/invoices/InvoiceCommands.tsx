import { Button, TextField as MuiTextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetIdentity, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { FormDialog } from '../kit/FormDialog';
import { invoiceApi } from './invoiceApi';
import { creditNoteEligible, isAdmin } from './invoiceRules';

interface InvoiceRecord {
  id: string;
  status: string;
  documentKind: string;
  zatcaClearanceStatus: string;
  failedJobs?: unknown[];
}

/** Admin: put the invoice's failed signing, submission or PDF jobs back in their queues. */
export const RetryInvoiceJobsButton = () => {
  const record = useRecordContext<InvoiceRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { identity } = useGetIdentity();
  const retry = useMutation({
    mutationFn: (id: string) => invoiceApi.retry(id),
    onSuccess: () => {
      notify('resources.invoices.retried', { type: 'success' });
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error', messageArgs: { _: error.message } }),
  });
  if (!record || !isAdmin(identity) || !record.failedJobs?.length) return null;
  return (
    <Button size="small" disabled={retry.isPending} onClick={() => retry.mutate(record.id)}>
      {translate('resources.invoices.retry')}
    </Button>
  );
};

/** Admin: cancel an issued invoice with a credit note, giving the reason. */
export const CreditNoteButton = () => {
  const record = useRecordContext<InvoiceRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { identity } = useGetIdentity();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const issue = useMutation({
    mutationFn: ({ id, why }: { id: string; why: string }) => invoiceApi.creditNote(id, why),
    onSuccess: (note) => {
      notify('resources.invoices.creditNote.done', { type: 'success', messageArgs: { number: note.invoiceNumber } });
      setOpen(false);
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error', messageArgs: { _: error.message } }),
  });
  if (!record || !isAdmin(identity) || !creditNoteEligible(record)) return null;
  return (
    <>
      <Button size="small" color="warning" onClick={() => setOpen(true)}>
        {translate('resources.invoices.creditNote.action')}
      </Button>
      <FormDialog
        open={open}
        title={translate('resources.invoices.creditNote.title')}
        submitLabel={translate('resources.invoices.creditNote.confirm')}
        ready={reason.trim() !== ''}
        pending={issue.isPending}
        color="warning"
        onClose={() => setOpen(false)}
        onSubmit={() => issue.mutate({ id: record.id, why: reason.trim() })}
      >
        <MuiTextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          margin="dense"
          label={translate('resources.invoices.creditNote.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 1000, dir: 'auto' } }}
        />
      </FormDialog>
    </>
  );
};
