import { Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

type Side = 'buyer' | 'seller';
interface DisputeRecord {
  id: string;
  dispute?: {
    openedAt: string;
    answer: { at: string } | null;
    photos?: Array<{ photoId: string; side: Side; at: string }>;
    resolution: { decision: string; at: string } | null;
  } | null;
}

/** A dispute photo: served only to the order's parties and staff, so the session cookie is what lets it load. */
const photoUrl = (orderId: string, photoId: string) =>
  `/api/orders/${encodeURIComponent(orderId)}/dispute/photos/${encodeURIComponent(photoId)}`;

/** Both sides' photos, the buyer's then the seller's, each opening full size in a new tab. */
export const DisputePhotos = () => {
  const record = useRecordContext<DisputeRecord>();
  const translate = useTranslate();
  const photos = record?.dispute?.photos ?? [];
  if (!record || photos.length === 0) return null;
  return (
    <Stack spacing={1} data-testid="dispute-photos">
      {(['buyer', 'seller'] as const).map((side) => {
        const mine = photos.filter((p) => p.side === side);
        if (mine.length === 0) return null;
        return (
          <Stack key={side} spacing={0.5}>
            <Typography variant="subtitle2">{translate(`resources.disputes.photos.${side}`)}</Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {mine.map((p, i) => (
                <a key={p.photoId} href={photoUrl(record.id, p.photoId)} target="_blank" rel="noreferrer">
                  <img
                    src={photoUrl(record.id, p.photoId)}
                    alt={translate(`resources.disputes.photos.${side}Photo`, { n: i + 1 })}
                    width={140}
                    height={140}
                    style={{ objectFit: 'cover' }}
                  />
                </a>
              ))}
            </Stack>
          </Stack>
        );
      })}
    </Stack>
  );
};

/** The dispute's steps in the order they happened: reported, photos attached, answered, decided. */
export const DisputeTimeline = () => {
  const record = useRecordContext<DisputeRecord>();
  const translate = useTranslate();
  const dispute = record?.dispute;
  if (!dispute) return null;
  const steps: Array<{ at: string; text: string }> = [
    { at: dispute.openedAt, text: translate('resources.disputes.timeline.opened') },
    ...(['buyer', 'seller'] as const).flatMap((side) => {
      const mine = (dispute.photos ?? []).filter((p) => p.side === side);
      return mine.length === 0
        ? []
        : [{ at: mine[0]!.at, text: translate(`resources.disputes.timeline.${side}Photos`, { n: mine.length }) }];
    }),
    ...(dispute.answer ? [{ at: dispute.answer.at, text: translate('resources.disputes.timeline.answered') }] : []),
    ...(dispute.resolution
      ? [{ at: dispute.resolution.at, text: translate('resources.disputes.timeline.resolved') }]
      : []),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <Stack component="ol" spacing={0.5} sx={{ m: 0, ps: 3 }} data-testid="dispute-timeline">
      {steps.map((step, i) => (
        <li key={i}>
          <Typography variant="body2">
            {new Date(step.at).toLocaleString()} — {step.text}
          </Typography>
        </li>
      ))}
    </Stack>
  );
};
