import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { formatDate } from '../../../lib/format';
import type { Inquiry } from '../api/types';
import { useLocalized } from '../../../i18n/use-localized';

const statusColor = { pending: 'warning', responded: 'success', closed: 'default' } as const;

/** One inquiry: what it is about, its status, the message and the answer when there is one. */
export function InquiryCard({
  inquiry,
  showSender = false,
  children,
}: {
  inquiry: Inquiry;
  showSender?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const localized = useLocalized();
  const subject = inquiry.artwork
    ? localized(inquiry.artwork.title, inquiry.artwork.titleAr)
    : inquiry.subject || (inquiry.gallery ? localized(inquiry.gallery.name, inquiry.gallery.nameAr) : '');
  return (
    <Card variant="outlined" component="article" data-testid="inquiry-card" aria-label={subject}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 1 }}>
          <div>
            <Typography variant="h3" sx={{ fontSize: '1.05rem' }}>
              {subject}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t(`dashboard.inquiries.kind.${inquiry.kind}`)} · {formatDate(inquiry.createdAt, language, 'medium')}
            </Typography>
          </div>
          <Chip
            size="small"
            color={statusColor[inquiry.status] ?? 'default'}
            label={t(`dashboard.inquiries.status.${inquiry.status}`)}
            data-testid="inquiry-status"
          />
        </Stack>
        {showSender ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('dashboard.received.from')} {inquiry.name ? `${inquiry.name} · ` : ''}
            <span dir="ltr">{inquiry.email}</span>
            {inquiry.phone ? (
              <>
                {' '}
                · <span dir="ltr">{inquiry.phone}</span>
              </>
            ) : null}
          </Typography>
        ) : null}
        <Typography sx={{ whiteSpace: 'pre-line' }}>{inquiry.message}</Typography>
        {inquiry.response ? (
          <Box
            sx={{ mt: 1.5, p: 1.5, bgcolor: 'action.hover', borderInlineStart: 3, borderColor: 'secondary.main' }}
            data-testid="inquiry-response"
          >
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('dashboard.inquiries.response')}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line' }}>{inquiry.response}</Typography>
          </Box>
        ) : null}
        {children}
      </CardContent>
    </Card>
  );
}
