import { Box, Button, Chip, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import {
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { usePostAction } from '../common/postJson';
import { PlainTable } from '../common/PlainTable';
import { canAccess } from '../permissions';
import { ShowActions } from '../kit/screens';
import { ChoiceChip } from '../kit/fields';
import { ReasonDialog } from '../kit/ReasonDialog';
import { useFormatters } from '../format';
import { KYC_STATUS_COLOURS } from './KycList';
import { RequestMoreButton } from './RequestMoreButton';
import { ExpiryDate, type ExpiryBadge } from './ExpiryDate';

interface KycDocument {
  id: string;
  documentType: string;
  number: string | null;
  expiresOn: string | null;
  expiry?: ExpiryBadge;
  status: string;
  reason: string | null;
  submittedAt: string;
}
interface KycCase {
  id: string;
  userId: string;
  documents: KycDocument[];
  history: Array<{ type: string; at: string; actorId: string | null; documentId: string | null }>;
}

const WAITING = new Set(['submitted', 'first_approval']);

/** Approve or reject one document (POST /api/admin/kyc/{userId}/decisions); the server enforces four eyes. */
const DocumentDecisions = ({ userId, document }: { userId: string; document: KycDocument }) => {
  const translate = useTranslate();
  const { pending, post } = usePostAction();
  const [rejecting, setRejecting] = useState(false);
  const decide = (body: Record<string, unknown>) =>
    post(
      `/api/admin/kyc/${encodeURIComponent(userId)}/decisions`,
      { documentId: document.id, ...body },
      { done: 'resources.kyc.decided', onSettled: () => setRejecting(false) },
    );
  return (
    <Stack direction="row" spacing={1}>
      <Button size="small" variant="contained" disabled={pending} onClick={() => decide({ decision: 'approve' })}>
        {translate('resources.kyc.approve')}
      </Button>
      <Button size="small" color="error" disabled={pending} onClick={() => setRejecting(true)}>
        {translate('resources.kyc.reject')}
      </Button>
      <RequestMoreButton
        pending={pending}
        onConfirm={(requested, note) => decide({ decision: 'request_more', requested, ...(note ? { note } : {}) })}
      />
      <ReasonDialog
        open={rejecting}
        title={translate('resources.kyc.rejectTitle')}
        confirmLabel={translate('resources.kyc.reject')}
        pending={pending}
        destructive
        help={translate('resources.kyc.reasonHelp')}
        onClose={() => setRejecting(false)}
        onConfirm={(reason) => decide({ decision: 'reject', reason })}
      />
    </Stack>
  );
};

const Documents = () => {
  const record = useRecordContext<KycCase>();
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  const { dateTime } = useFormatters();
  if (!record) return null;
  const mayDecide = canAccess(permissions, 'kyc', 'verify');
  return (
    <Box>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('resources.kyc.documents')}
      </Typography>
      <PlainTable
        head={['documentType', 'number', 'expiresOn', 'status', 'submittedAt', 'file', 'decision'].map((c) =>
          translate(`resources.kyc.fields.${c}`),
        )}
      >
        {record.documents.map((d) => (
          <TableRow key={d.id}>
            <TableCell>{translate(`resources.kyc.type.${d.documentType}`)}</TableCell>
            <TableCell dir="ltr">{d.number ?? '—'}</TableCell>
            <TableCell>
              <ExpiryDate date={d.expiresOn} badge={d.expiry} />
            </TableCell>
            <TableCell>
              <Chip size="small" label={translate(`resources.kyc.documentStatus.${d.status}`)} />
              {d.reason ? ` ${d.reason}` : ''}
            </TableCell>
            <TableCell>{dateTime(d.submittedAt)}</TableCell>
            <TableCell>
              {/* Opened by the server for reviewers only, never cached; the view is recorded on the stream. */}
              <Button
                size="small"
                href={`/api/kyc/documents/${encodeURIComponent(d.id)}`}
                target="_blank"
                rel="noopener"
              >
                {translate('resources.kyc.open')}
              </Button>
            </TableCell>
            <TableCell>
              {mayDecide && WAITING.has(d.status) ? <DocumentDecisions userId={record.userId} document={d} /> : '—'}
            </TableCell>
          </TableRow>
        ))}
      </PlainTable>
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {translate('resources.kyc.history')}
      </Typography>
      <PlainTable>
        {record.history.map((h, i) => (
          <TableRow key={i}>
            <TableCell>{dateTime(h.at)}</TableCell>
            <TableCell>{translate(`resources.kyc.events.${h.type}`)}</TableCell>
            <TableCell dir="ltr">{h.actorId ?? '—'}</TableCell>
          </TableRow>
        ))}
      </PlainTable>
    </Box>
  );
};

export const KycShow = () => (
  <Show actions={<ShowActions auditTrail={false} />}>
    <SimpleShowLayout>
      <TextField source="userId" />
      <NumberField source="tier" />
      <ChoiceChip
        source="status"
        group="resources.kyc.status"
        colours={KYC_STATUS_COLOURS}
        label="resources.kyc.fields.status"
      />
      <Documents />
    </SimpleShowLayout>
  </Show>
);
