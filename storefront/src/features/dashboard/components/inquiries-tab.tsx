import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { myInquiriesQuery } from '../api/dashboard-queries';
import { CardSkeleton } from './card-skeleton';
import { InquiryCard } from './inquiry-card';
import { EmptyState, QueryList } from '../../../components/tab-states';

/** The scroll area of the inquiry lists is 24rem high (SPEC section 2). */
export const INQUIRY_SCROLL_HEIGHT = '24rem';

/** A list of inquiries while it loads. */
export const InquiriesLoading = ({ label }: { label: string }) => (
  <InquiryScrollArea label={label}>
    {Array.from({ length: 3 }, (_, i) => (
      <CardSkeleton key={i} testId="inquiry-skeleton" />
    ))}
  </InquiryScrollArea>
);

export function InquiryScrollArea({ children, label }: { children: ReactNode; label: string }) {
  return (
    <Box
      sx={{ height: INQUIRY_SCROLL_HEIGHT, overflowY: 'auto', paddingInlineEnd: 1 }}
      data-testid="inquiry-scroll-area"
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      <Stack spacing={1.5}>{children}</Stack>
    </Box>
  );
}

/** The user's own inquiries (GET /api/inquiries/user), with the answers they received. */
export function InquiriesTab() {
  const { t } = useTranslation();
  const inquiries = useQuery(myInquiriesQuery);
  const label = t('dashboard.tabs.inquiries');
  const empty = (
    <EmptyState
      text={t('dashboard.inquiries.empty')}
      links={[{ to: '/artists', label: t('dashboard.favorites.browse') }]}
      testId="inquiries-empty"
    />
  );
  return (
    <QueryList query={inquiries} loading={<InquiriesLoading label={label} />} empty={empty}>
      {(items) => (
        <InquiryScrollArea label={label}>
          {items.map((inquiry) => (
            <InquiryCard key={inquiry.id} inquiry={inquiry} />
          ))}
        </InquiryScrollArea>
      )}
    </QueryList>
  );
}
