import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../../components/toast/use-error-toast';
import { useLanguage } from '../../../i18n/use-language';
import { formatDateTime } from '../../../lib/format';
import { joinWaitlist, leaveWaitlist, type TicketTier } from '../api/workshops-api';
import { heldForMe } from './registration-model';

/**
 * A sold-out tier's waiting list in the registration dialog: join it, or see your number (or the deadline of the
 * seat held for you) and leave it. The tier list and My Events are read again after each change.
 */
export function WaitlistControl({ workshopId, tier }: { workshopId: string; tier: TicketTier }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const failed = useErrorToast();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: () => (tier.waitlisted ? leaveWaitlist : joinWaitlist)(workshopId, tier.id),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [`/api/workshops/${workshopId}/ticket-tiers`] }),
        queryClient.invalidateQueries({ queryKey: ['/api/my-waitlist'] }),
      ]),
    onError: (error) => failed(t('workshops.waitlist.failed'), error),
  });
  return (
    <Stack direction="row" spacing={1} sx={{ px: 2, pb: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
      {tier.waitlisted && (
        <Typography variant="body2" data-testid="waitlist-position" sx={{ flexGrow: 1 }}>
          {heldForMe(tier)
            ? t('workshops.waitlist.held', { deadline: formatDateTime(tier.offerExpiresAt!, language) })
            : t('workshops.waitlist.position', { position: tier.position })}
        </Typography>
      )}
      <Button size="small" variant="outlined" disabled={change.isPending} onClick={() => change.mutate()}>
        {tier.waitlisted ? t('workshops.waitlist.leave') : t('workshops.waitlist.join')}
      </Button>
    </Stack>
  );
}
