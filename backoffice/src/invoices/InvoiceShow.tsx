import { Alert, Button, Stack, Typography } from '@mui/material';
import {
  ListButton,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { DateTimeField } from '../common/DateTimeField';
import { ChoiceChip } from '../kit/fields';
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

const Actions = () => {
  const record = useRecordContext<InvoiceRecord>();
  const translate = useTranslate();
  return (
    <TopToolbar>
      <ListButton />
      {record ? (
        <Button size="small" href={invoiceApi.fileUrl(record.id, 'pdf')}>
          {translate('resources.invoices.pdf')}
        </Button>
      ) : null}
      {record?.invoiceHash ? (
        <Button size="small" href={invoiceApi.fileUrl(record.id, 'xml')}>
          {translate('resources.invoices.xml')}
        </Button>
      ) : null}
      {record ? (
        <Button size="small" component={RouterLink} to={`/audit/invoice-${record.id}`}>
          {translate('resources.invoices.stream')}
        </Button>
      ) : null}
      {record ? (
        <Button size="small" component={RouterLink} to={`/invoice-chain-audit/${encodeURIComponent(record.sellerId)}`}>
          {translate('resources.invoices.audit.menu')}
        </Button>
      ) : null}
      <RetryInvoiceJobsButton />
      <CreditNoteButton />
    </TopToolbar>
  );
};

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
