import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetIdentity, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { ReasonDialog } from '../kit/ReasonDialog';
import { auctionApi } from './auctionApi';

const isAdmin = (identity: unknown): boolean =>
  ((identity as { roles?: string[] } | undefined)?.roles ?? []).includes('admin');

interface AuctionRecord {
  id: string;
  status: string;
}

/** Admin: cancel an auction that has not ended, with a reason kept in its stream. */
export const CancelAuctionButton = () => {
  const record = useRecordContext<AuctionRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { identity } = useGetIdentity();
  const [open, setOpen] = useState(false);
  const cancel = useMutation({
    mutationFn: (reason: string) => auctionApi.cancel(record!.id, reason),
    onSuccess: () => {
      setOpen(false);
      notify('resources.auctions.cancelled', { type: 'success' });
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error', messageArgs: { _: error.message } }),
  });
  if (!record || !isAdmin(identity) || record.status === 'ended') return null;
  return (
    <>
      <Button size="small" color="error" onClick={() => setOpen(true)}>
        {translate('resources.auctions.cancel')}
      </Button>
      <ReasonDialog
        open={open}
        destructive
        title={translate('resources.auctions.cancelTitle')}
        confirmLabel={translate('resources.auctions.cancel')}
        pending={cancel.isPending}
        onClose={() => setOpen(false)}
        onConfirm={(reason) => cancel.mutate(reason)}
      />
    </>
  );
};

/** Admin: retract one bid (by its sequence) with a reason; the retraction is its own event. */
export const RetractBidButton = ({
  auctionId,
  sequence,
  disabled,
}: {
  auctionId: string;
  sequence: number;
  disabled?: boolean;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { identity } = useGetIdentity();
  const [open, setOpen] = useState(false);
  const retract = useMutation({
    mutationFn: (reason: string) => auctionApi.retractBid(auctionId, sequence, reason),
    onSuccess: () => {
      setOpen(false);
      notify('resources.auctions.bids.retracted_done', { type: 'success' });
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error', messageArgs: { _: error.message } }),
  });
  if (!isAdmin(identity)) return null;
  return (
    <>
      <Button size="small" color="warning" disabled={disabled} onClick={() => setOpen(true)}>
        {translate('resources.auctions.bids.retract')}
      </Button>
      <ReasonDialog
        open={open}
        destructive
        title={translate('resources.auctions.bids.retractTitle', { sequence })}
        confirmLabel={translate('resources.auctions.bids.retract')}
        pending={retract.isPending}
        onClose={() => setOpen(false)}
        onConfirm={(reason) => retract.mutate(reason)}
      />
    </>
  );
};
