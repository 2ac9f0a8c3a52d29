import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { formatCardDate, formatMoneyExact } from '../../../lib/format';
import type { Invoice } from '../api/invoices-api';
import { ClearanceBadge, StatusBadge, TypeLabel } from './invoice-badges';

/** One invoice in the list (SPEC section 2): number and status, customer, date, total, View and Download. */
export function InvoiceCard({
  invoice,
  onView,
  onDownload,
  downloading,
}: {
  invoice: Invoice;
  onView: () => void;
  onDownload: () => void;
  downloading: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const total =
    invoice.currency === 'SAR'
      ? formatMoneyExact(invoice.totalAmount, language)
      : `${invoice.totalAmount.toFixed(2)} ${invoice.currency}`;
  return (
    <Card variant="outlined" data-testid="invoice-card">
      <CardContent>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Typography variant="h6" component="h3" dir="ltr">
            {invoice.invoiceNumber}
          </Typography>
          <Stack direction="row" spacing={1}>
            <TypeLabel type={invoice.invoiceType} />
            <StatusBadge status={invoice.status} />
          </Stack>
        </Stack>
        <Typography variant="body2">
          {t('invoices.card.customer')}: {invoice.buyerName}
        </Typography>
        <Typography variant="body2">
          {t('invoices.card.issueDate')}:{' '}
          {formatCardDate(invoice.issueDate ?? invoice.createdAt, language) ?? t('invoices.card.na')}
        </Typography>
        <Typography variant="body2">
          {t('invoices.card.total')}: <strong>{total}</strong>
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <ClearanceBadge status={invoice.zatcaClearanceStatus} />
        </Stack>
      </CardContent>
      <CardActions>
        <Button size="small" onClick={onView}>
          {t('invoices.card.view')}
        </Button>
        <Button size="small" onClick={onDownload} disabled={downloading}>
          {t('invoices.card.download')}
        </Button>
      </CardActions>
    </Card>
  );
}
