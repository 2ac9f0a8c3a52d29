import { Alert, Stack, Typography } from '@mui/material';
import { NumberField, Show, SimpleShowLayout, TextField, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { DateTimeField } from '../common/DateTimeField';
import { ShowActions } from '../kit/screens';
import { ChoiceChip } from '../kit/fields';
import { RecordButton } from '../kit/RecordButton';
import { invoiceApi } from './invoiceApi';
import { STATUS_COLOURS, ZATCA_COLOURS } from './invoiceChoices';
import { CreditNoteButton, RetryInvoiceJobsButton } from './InvoiceCommands';

interface Message {
  code: string;
  category?: string;
  message: string;
}
interface InvoiceRecord {
  id: string;
  sellerId: string;
  sandboxCertificate?: boolean;
  invoiceHash?: string | null;
  zatcaMessages?: { errors: Message[]; warnings: Message[] } | null;
  failedJobs?: { id: string; queue: string; name: string; failedReason: string | null; attemptsMade: number }[];
  billingReference?: { invoiceId: string; invoiceNumber: string; reason: string } | null;
}

const Actions = () => (
  <ShowActions auditTrail={false}>
    <RecordButton<InvoiceRecord> label="resources.invoices.pdf" href={(r) => invoiceApi.fileUrl(r.id, 'pdf')} />
    <RecordButton<InvoiceRecord>
      label="resources.invoices.xml"
      href={(r) => invoiceApi.fileUrl(r.id, 'xml')}
      shownIf={(r) => !!r.invoiceHash}
    />
    <RecordButton<InvoiceRecord> label="resources.invoices.stream" to={(r) => `/audit/invoice-${r.id}`} />
    <RecordButton<InvoiceRecord>
      label="resources.invoices.audit.menu"
      to={(r) => `/invoice-chain-audit/${encodeURIComponent(r.sellerId)}`}
    />
    <RetryInvoiceJobsButton />
    <CreditNoteButton />
  </ShowActions>
);

/** The authority's answer, the sandbox marking and the failed jobs: why an invoice is where it is. */
const Clearance = () => {
  const record = useRecordContext<InvoiceRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const errors = record.zatcaMessages?.errors ?? [];
  const warnings = record.zatcaMessages?.warnings ?? [];
  return (
    <Stack spacing={1} data-testid="invoice-clearance">
      {record.sandboxCertificate ? <Alert severity="warning">{translate('resources.invoices.sandbox')}</Alert> : null}
      {errors.length ? (
        <Alert severity="error">
          <Typography variant="subtitle2">{translate('resources.invoices.rejectedWhy')}</Typography>
          {errors.map((e, i) => (
            <div key={i} dir="auto">
              {e.code}: {e.message}
            </div>
          ))}
        </Alert>
      ) : null}
      {warnings.length ? (
        <Alert severity="info">
          {warnings.map((w, i) => (
            <div key={i} dir="auto">
              {w.code}: {w.message}
            </div>
          ))}
        </Alert>
      ) : null}
      {record.failedJobs?.map((job) => (
        <Alert key={job.id} severity="error" data-testid="failed-job">
          {translate('resources.invoices.failedJob', { name: `${job.queue}/${job.name}`, attempts: job.attemptsMade })}:{' '}
          {job.failedReason}
        </Alert>
      ))}
      {record.billingReference ? (
        <Alert severity="info">
          {translate('resources.invoices.corrects')}{' '}
          <RouterLink to={`/invoices/${record.billingReference.invoiceId}/show`}>
            {record.billingReference.invoiceNumber}
          </RouterLink>
          : {record.billingReference.reason}
        </Alert>
      ) : null}
    </Stack>
  );
};

export const InvoiceShow = () => (
  <Show actions={<Actions />}>
    <SimpleShowLayout>
      <Clearance />
      <TextField source="invoiceNumber" />
      <ChoiceChip
        source="documentKind"
        group="resources.invoices.kind"
        label="resources.invoices.fields.documentKind"
      />
      <ChoiceChip source="invoiceType" group="resources.invoices.type" label="resources.invoices.fields.invoiceType" />
      <ChoiceChip
        source="status"
        group="resources.invoices.status"
        colours={STATUS_COLOURS}
        label="resources.invoices.fields.status"
      />
      <ChoiceChip
        source="zatcaClearanceStatus"
        group="resources.invoices.zatca"
        colours={ZATCA_COLOURS}
        label="resources.invoices.fields.zatcaClearanceStatus"
      />
      <TextField source="sellerBusinessName" />
      <TextField source="vatNumber" />
      <TextField source="sellerCrNumber" />
      <TextField source="buyerName" />
      <TextField source="buyerVatNumber" emptyText="—" />
      <NumberField source="subtotal" options={{ style: 'currency', currency: 'SAR' }} />
      <NumberField source="vatAmount" options={{ style: 'currency', currency: 'SAR' }} />
      <NumberField source="totalAmount" options={{ style: 'currency', currency: 'SAR' }} />
      <TextField source="icv" emptyText="—" />
      <TextField source="pih" emptyText="—" />
      <TextField source="invoiceHash" emptyText="—" />
      <TextField source="zatcaUuid" emptyText="—" />
      <DateTimeField source="issueDate" label="resources.invoices.fields.issueDate" />
      <DateTimeField source="signedAt" label="resources.invoices.fields.signedAt" />
      <DateTimeField source="clearedAt" label="resources.invoices.fields.clearedAt" />
      <DateTimeField source="createdAt" label="resources.invoices.fields.createdAt" />
    </SimpleShowLayout>
  </Show>
);
