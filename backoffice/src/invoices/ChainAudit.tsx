import {
  Alert,
  Button,
  Card,
  CardContent,
  MenuItem,
  Stack,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CanAccess, Title, useGetIdentity, useLocaleState, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router';
import { invoiceApi, type ChainAuditReport } from './invoiceApi';
import { isAdmin, shortHash } from './invoiceRules';
import { PlainTable } from '../common/PlainTable';

/**
 * The chain audit of one seller: every invoice's hash recomputed from its stored signed XML, every PIH link and
 * counter checked, breaks listed. Admins can repair a chain left waiting by a crash between issue and hash.
 */
export const ChainAudit = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const navigate = useNavigate();
  const { sellerId = '' } = useParams();
  const { identity } = useGetIdentity();
  const admin = isAdmin(identity);
  const sellers = useQuery({ queryKey: ['invoices', 'sellers'], queryFn: invoiceApi.sellers });
  const audit = useQuery({
    queryKey: ['invoices', 'chain-audit', sellerId],
    queryFn: () => invoiceApi.chainAudit(sellerId),
    enabled: Boolean(sellerId),
  });
  const repair = useMutation({ mutationFn: () => invoiceApi.repairChain(sellerId), onSuccess: () => audit.refetch() });
  const report: ChainAuditReport | undefined = audit.data;
  return (
    <Card sx={{ mt: 2 }} data-testid="chain-audit">
      <Title title={translate('resources.invoices.audit.title')} />
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <TextField
            select
            size="small"
            sx={{ minWidth: 280 }}
            label={translate('resources.invoices.audit.seller')}
            value={sellerId}
            onChange={(e) => navigate(`/invoice-chain-audit/${encodeURIComponent(e.target.value)}`)}
          >
            {[
              ...(sellers.data ?? []),
              ...(sellers.data?.some((s) => s.id === 'platform')
                ? []
                : [
                    {
                      id: 'platform',
                      businessName: translate('resources.invoices.audit.platform'),
                      businessNameAr: translate('resources.invoices.audit.platform'),
                      vatNumber: '',
                    },
                  ]),
            ].map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {locale === 'ar' ? s.businessNameAr : s.businessName} {s.vatNumber ? `(${s.vatNumber})` : ''}
              </MenuItem>
            ))}
          </TextField>
          {sellerId ? (
            <Button onClick={() => audit.refetch()} disabled={audit.isFetching}>
              {translate('resources.invoices.audit.run')}
            </Button>
          ) : null}
          {admin && report?.pending ? (
            <Button color="warning" onClick={() => repair.mutate()} disabled={repair.isPending}>
              {translate('resources.invoices.audit.repair')}
            </Button>
          ) : null}
        </Stack>
        {audit.isError ? <Alert severity="error">{(audit.error as Error).message}</Alert> : null}
        {report ? (
          <>
            <Alert severity={report.verified ? 'success' : 'error'} data-testid="chain-verdict" sx={{ mb: 1 }}>
              {translate(report.verified ? 'resources.invoices.audit.verified' : 'resources.invoices.audit.broken', {
                count: report.invoices,
                breaks: report.breaks.length,
              })}
            </Alert>
            {report.pending ? (
              <Alert severity="warning" sx={{ mb: 1 }}>
                {translate('resources.invoices.audit.pending', { icv: report.pending.icv })}
              </Alert>
            ) : null}
            {report.breaks.map((b, i) => (
              <Alert key={i} severity="error" sx={{ mb: 0.5 }} data-testid="chain-break">
                {locale === 'ar' ? b.messageAr : b.message}
              </Alert>
            ))}
            <PlainTable
              head={['icv', 'invoiceNumber', 'pih', 'chainHash', 'recomputedHash', 'signature', 'ok'].map((h) =>
                translate(`resources.invoices.audit.columns.${h}`),
              )}
            >
              {report.links.map((link) => (
                <TableRow key={link.icv} sx={link.ok ? undefined : { bgcolor: 'error.light' }}>
                  <TableCell>{link.icv}</TableCell>
                  <TableCell>{link.invoiceNumber ?? link.invoiceId}</TableCell>
                  <TableCell dir="ltr">{shortHash(link.pih)}</TableCell>
                  <TableCell dir="ltr">{shortHash(link.chainHash)}</TableCell>
                  <TableCell dir="ltr">{shortHash(link.recomputedHash)}</TableCell>
                  <TableCell>
                    {link.signatureValid === null
                      ? '—'
                      : translate(
                          link.signatureValid ? 'resources.invoices.audit.valid' : 'resources.invoices.audit.invalid',
                        )}
                  </TableCell>
                  <TableCell>
                    {translate(link.ok ? 'resources.invoices.audit.linkOk' : 'resources.invoices.audit.linkBroken')}
                  </TableCell>
                </TableRow>
              ))}
            </PlainTable>
          </>
        ) : !sellerId ? (
          <Typography color="text.secondary">{translate('resources.invoices.audit.pick')}</Typography>
        ) : null}
      </CardContent>
    </Card>
  );
};

/** Only to those who may read invoices (admins and auditors, as the server's guard), even by a typed address. */
const ChainAuditRoute = () => (
  <CanAccess resource="invoices" action="list">
    <ChainAudit />
  </CanAccess>
);

export default ChainAuditRoute;
