import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { formatCardDate, formatMoneyExact } from '../../../lib/format';
import type { Invoice } from '../api/invoices-api';
import { ClearanceBadge, StatusBadge, TypeLabel } from './invoice-badges';

/** The moves a seller may ask for (the server decides): draft → sent issues and signs; sent/overdue → paid. */
const NEXT: Record<string, string[]> = { draft: ['sent'], sent: ['paid'], overdue: ['paid'] };

/** SPEC section 2: the invoice's facts, the first 20 hash characters, a status change and the PDF download. */
export function InvoiceDetailDialog({
  invoice,
  onClose,
  onDownload,
  onChangeStatus,
  changing,
  downloading,
}: {
  invoice: Invoice;
  onClose: () => void;
  onDownload: () => void;
  onChangeStatus: (status: string) => void;
  changing: boolean;
  downloading: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [next, setNext] = useState('');
  const options = NEXT[invoice.status] ?? [];
  const row = (label: string, value: React.ReactNode, testId?: string) => (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" data-testid={testId} component="div">
        {value}
      </Typography>
    </Stack>
  );
  const errors = invoice.zatcaMessages?.errors ?? [];
  const warnings = invoice.zatcaMessages?.warnings ?? [];
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { sx: { maxHeight: '90vh' } } }}
      data-testid="invoice-detail"
    >
      <DialogTitle>{t('invoices.detail.title', { number: invoice.invoiceNumber })}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1}>
            <TypeLabel type={invoice.invoiceType} />
            <StatusBadge status={invoice.status} />
            <ClearanceBadge status={invoice.zatcaClearanceStatus} />
          </Stack>
          {row(
            t('invoices.detail.seller'),
            language === 'ar' ? invoice.sellerBusinessNameAr : invoice.sellerBusinessName,
          )}
          {row(t('invoices.detail.vatNumber'), invoice.vatNumber ?? '—')}
          {row(t('invoices.detail.crNumber'), invoice.sellerCrNumber ?? '—')}
          {row(t('invoices.card.customer'), invoice.buyerName)}
          {row(t('invoices.detail.buyerVat'), invoice.buyerVatNumber ?? '—')}
          {row(
            t('invoices.detail.description'),
            language === 'ar' ? invoice.itemDescriptionAr : invoice.itemDescription,
          )}
          {row(
            t('invoices.card.issueDate'),
            formatCardDate(invoice.issueDate ?? invoice.createdAt, language) ?? t('invoices.card.na'),
          )}
          {row(t('invoices.detail.subtotal'), formatMoneyExact(invoice.subtotal, language))}
          {row(t('invoices.detail.discount'), formatMoneyExact(invoice.discountAmount, language))}
          {row(t('invoices.detail.shipping'), formatMoneyExact(invoice.shippingAmount, language))}
          {row(t('invoices.detail.vat', { rate: invoice.vatRate }), formatMoneyExact(invoice.vatAmount, language))}
          {row(t('invoices.card.total'), <strong>{formatMoneyExact(invoice.totalAmount, language)}</strong>)}
          {row(
            t('invoices.detail.hash'),
            invoice.invoiceHash ? (
              <span dir="ltr">{`${invoice.invoiceHash.slice(0, 20)}...`}</span>
            ) : (
              t('invoices.detail.notSigned')
            ),
            'invoice-hash',
          )}
          {invoice.sandboxCertificate ? (
            <Alert severity="warning" data-testid="sandbox-note">
              {t('invoices.detail.sandbox')}
            </Alert>
          ) : null}
          {errors.length > 0 ? (
            <Alert severity="error" data-testid="zatca-errors">
              <Typography variant="subtitle2">{t('invoices.detail.rejectedWhy')}</Typography>
              {errors.map((e, i) => (
                <div key={i} dir="auto">
                  {e.code}: {e.message}
                </div>
              ))}
            </Alert>
          ) : null}
          {warnings.length > 0 ? (
            <Alert severity="info">
              {warnings.map((w, i) => (
                <div key={i} dir="auto">
                  {w.code}: {w.message}
                </div>
              ))}
            </Alert>
          ) : null}
          {options.length > 0 ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', pt: 1 }}>
              <TextField
                select
                name="status"
                size="small"
                label={t('invoices.detail.changeStatus')}
                value={next}
                onChange={(e) => setNext(e.target.value)}
                sx={{ minWidth: 180 }}
              >
                {options.map((s) => (
                  <MenuItem key={s} value={s}>
                    {t(`invoices.status.${s}`)}
                  </MenuItem>
                ))}
              </TextField>
              <Button variant="outlined" disabled={!next || changing} onClick={() => onChangeStatus(next)}>
                {changing ? t('invoices.detail.updating') : t('invoices.detail.update')}
              </Button>
            </Stack>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onDownload} disabled={downloading}>
          {t('invoices.detail.downloadPdf')}
        </Button>
        <Button onClick={onClose}>{t('invoices.detail.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
