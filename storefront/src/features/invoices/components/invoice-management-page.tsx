import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-context';
import { usePageTitle } from '../../../components/use-page-title';
import { useLanguage } from '../../../i18n/use-language';
import { errorMessage } from '../../../lib/api-error';
import {
  createInvoice,
  downloadInvoicePdf,
  invoicesQuery,
  saveSellerProfile,
  sellerProfileQuery,
  updateInvoiceStatus,
  type Invoice,
} from '../api/invoices-api';
import { SellerProfileDialog } from './seller-profile-dialog';
import { CreateInvoiceDialog } from './create-invoice-dialog';
import { InvoiceCard } from './invoice-card';
import { InvoiceDetailDialog } from './invoice-detail-dialog';

const TABS = ['all', 'draft', 'sent', 'paid', 'overdue'] as const;
type TabKey = (typeof TABS)[number];

/** Invoice management (/invoice-management), SPEC section 2. */
export default function InvoiceManagementPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  usePageTitle(t('invoices.title'));
  /** What went wrong, as the server says it in the reader's language (its `messageAr` in Arabic). */
  const failure = (error: unknown) => errorMessage(error, language, t('common.loadError'));
  /** Why a write was refused, likewise. */
  const refusal = (error: unknown) => errorMessage(error, language, t('errors.generic'));
  const [tab, setTab] = useState<TabKey>('all');
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<string | null>(null);
  const [editingProfile, setEditingProfile] = useState(false);
  /** Invoices sent from this page: polled until the list shows them issued, however late the read model is. */
  const [sent, setSent] = useState<ReadonlySet<string>>(new Set());
  const invoices = useQuery({
    ...invoicesQuery,
    refetchInterval: (q) => (q.state.data?.some((i) => awaitingAuthority(i, sent)) ? 2000 : false),
  });
  const profile = useQuery(sellerProfileQuery);
  const list = invoices.data ?? [];
  const shown = tab === 'all' ? list : list.filter((i) => i.status === tab);
  const selected = list.find((i) => i.id === viewing) ?? null;

  const create = useMutation({
    mutationFn: ({ body, key }: { body: Record<string, unknown>; key: string }) => createInvoice(body, key),
    onSuccess: async (invoice) => {
      toast({
        title: t('invoices.toast.createdTitle'),
        description: t('invoices.toast.createdBody', { number: invoice.invoiceNumber }),
        variant: 'success',
      });
      setCreating(false);
      await queryClient.invalidateQueries({ queryKey: invoicesQuery.queryKey });
    },
    onError: (error) =>
      toast({
        title: t('invoices.toast.errorTitle'),
        description: t('invoices.toast.createFailed', { message: refusal(error) }),
        variant: 'destructive',
      }),
  });
  const update = useMutation({
    mutationFn: ({ id, status }: { id: string; status: string }) => updateInvoiceStatus(id, status),
    onSuccess: async (_, { id, status }) => {
      if (status === 'sent') setSent((ids) => new Set(ids).add(id));
      toast({
        title: t('invoices.toast.updatedTitle'),
        description: t('invoices.toast.updatedBody'),
        variant: 'success',
      });
      await queryClient.invalidateQueries({ queryKey: invoicesQuery.queryKey });
    },
    onError: (error) =>
      toast({
        title: t('invoices.toast.errorTitle'),
        description: t('invoices.toast.updateFailed', { message: refusal(error) }),
        variant: 'destructive',
      }),
  });
  const saveProfile = useMutation({
    mutationFn: (body: Record<string, unknown>) => saveSellerProfile(body),
    onSuccess: (saved) => {
      queryClient.setQueryData(sellerProfileQuery.queryKey, saved);
      toast({
        title: t('invoices.profile.savedTitle'),
        description: t('invoices.profile.savedBody'),
        variant: 'success',
      });
      setEditingProfile(false);
    },
    onError: () =>
      toast({
        title: t('invoices.toast.errorTitle'),
        description: t('invoices.profile.saveFailed'),
        variant: 'destructive',
      }),
  });
  const download = useMutation({
    mutationFn: (invoice: Pick<Invoice, 'id' | 'invoiceNumber'> | null) => {
      if (!invoice) throw new Error(t('invoices.toast.notFoundForDownload'));
      return downloadInvoicePdf(invoice).then(() => invoice);
    },
    onSuccess: (invoice) =>
      toast({
        title: t('invoices.toast.downloadedTitle'),
        description: t('invoices.toast.downloaded', { number: invoice.invoiceNumber }),
        variant: 'success',
      }),
    onError: (error) =>
      toast({
        title: t('invoices.toast.errorTitle'),
        description: t('invoices.toast.downloadFailed', { message: failure(error) }),
        variant: 'destructive',
      }),
  });

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }} data-testid="invoice-management">
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, flexWrap: 'wrap' }}
        useFlexGap
        spacing={2}
      >
        <div>
          <Typography variant="h1" component="h1">
            {t('invoices.title')}
          </Typography>
          <Typography color="text.secondary">{t('invoices.subtitle')}</Typography>
        </div>
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={() => setEditingProfile(true)} disabled={profile.isPending}>
            {t('invoices.profile.open')}
          </Button>
          <Button variant="contained" onClick={() => setCreating(true)}>
            {t('invoices.createNew')}
          </Button>
        </Stack>
      </Stack>
      <Tabs value={tab} onChange={(_, v: TabKey) => setTab(v)} variant="scrollable" sx={{ mb: 2 }}>
        {TABS.map((key) => (
          <Tab key={key} value={key} label={t(`invoices.tabs.${key}`)} />
        ))}
      </Tabs>
      {tab === 'all' ? (
        <Typography variant="caption" color="text.secondary" data-testid="invoice-debug" component="p" sx={{ mb: 1 }}>
          {t('invoices.debug', {
            count: list.length,
            loading: t(invoices.isFetching ? 'invoices.yes' : 'invoices.no'),
            error: invoices.error ? failure(invoices.error) : t('invoices.none'),
          })}
        </Typography>
      ) : null}
      {invoices.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure(invoices.error)}
        </Alert>
      ) : null}
      {!invoices.isPending && shown.length === 0 ? (
        <Alert severity="info" data-testid="invoices-empty">
          {t(`invoices.empty.${tab}`)}
        </Alert>
      ) : (
        <Grid container spacing={2} data-testid="invoice-list">
          {shown.map((invoice) => (
            <Grid key={invoice.id} size={{ xs: 12, md: 6 }}>
              <InvoiceCard
                invoice={invoice}
                onView={() => setViewing(invoice.id)}
                onDownload={() => download.mutate(invoice)}
                downloading={download.isPending}
              />
            </Grid>
          ))}
        </Grid>
      )}
      {creating ? (
        <CreateInvoiceDialog
          onClose={() => setCreating(false)}
          pending={create.isPending}
          canIssue={profile.data !== null}
          onSubmit={(body, key) => create.mutateAsync({ body, key })}
        />
      ) : null}
      {editingProfile ? (
        <SellerProfileDialog
          profile={profile.data ?? null}
          pending={saveProfile.isPending}
          onClose={() => setEditingProfile(false)}
          onSave={(body) => saveProfile.mutateAsync(body)}
        />
      ) : null}
      {viewing ? (
        selected ? (
          <InvoiceDetailDialog
            invoice={selected}
            onClose={() => setViewing(null)}
            changing={update.isPending}
            downloading={download.isPending}
            onDownload={() => download.mutate(selected)}
            onChangeStatus={(status) => update.mutate({ id: selected.id, status })}
          />
        ) : null
      ) : null}
    </Container>
  );
}

/**
 * Signing and the authority's answer take a moment: poll while an issued invoice waits for them, and while one
 * sent from this page still reads as a draft (the server waits a while for its read model, not for ever).
 */
function awaitingAuthority(invoice: Invoice, sent: ReadonlySet<string>): boolean {
  if (invoice.status === 'draft') return sent.has(invoice.id);
  return invoice.zatcaClearanceStatus === 'pending' || invoice.zatcaClearanceStatus === 'signed';
}
