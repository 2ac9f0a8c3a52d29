import { Box, TableCell, TableRow, Typography } from '@mui/material';
import { Link, TextInput, required, useRecordContext, useTranslate } from 'react-admin';
import { Code } from '../common/Code';
import { PlainTable } from '../common/PlainTable';
import { useFormatters } from '../format';

export interface HistoryEntry {
  revision: number;
  at: string;
  actorId: string | null;
  reason: string;
  /** Absent where a change replaces a whole text (the static pages). */
  changed?: string[];
  previous?: Record<string, unknown>;
  next?: Record<string, unknown>;
}

const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** A record's changes, newest first, each with who, when, why and the values before and after, below the record's
 * form or view; the stream itself opens in the audit explorer. */
export const ChangeHistory = ({ labelOf }: { labelOf: (key: string) => string }) => {
  const translate = useTranslate();
  const { dateTime } = useFormatters();
  const record = useRecordContext<{ history?: HistoryEntry[]; stream?: string }>();
  const history = record?.history ?? [];
  return (
    <Box component="section" aria-labelledby="change-history" sx={{ px: 2, pb: 2 }}>
      <Typography id="change-history" variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {translate('resources.settings.history.title')}
      </Typography>
      {record?.stream && (
        <Link to={`/audit/${encodeURIComponent(record.stream)}`}>{translate('resources.settings.history.audit')}</Link>
      )}
      {history.length === 0 ? (
        <Typography sx={{ mt: 1 }}>{translate('resources.settings.history.empty')}</Typography>
      ) : (
        <PlainTable
          sx={{ mt: 1 }}
          head={['at', 'actor', 'reason', 'changes'].map((c) => translate(`resources.settings.history.${c}`))}
        >
          {history.map((entry) => (
            <TableRow key={entry.revision}>
              <TableCell>{dateTime(entry.at)}</TableCell>
              <TableCell>
                <Code>{entry.actorId ?? '—'}</Code>
              </TableCell>
              <TableCell>{entry.reason}</TableCell>
              <TableCell>
                {(entry.changed ?? []).map((key) => (
                  <div key={key}>
                    {labelOf(key)}: <Code>{shown(entry.previous?.[key])}</Code> →{' '}
                    <Code>{shown(entry.next?.[key])}</Code>
                  </div>
                ))}
              </TableCell>
            </TableRow>
          ))}
        </PlainTable>
      )}
    </Box>
  );
};

/** Why a change is made: required, and kept with the change in its history (the same words on every page). */
export const ChangeReasonInput = () => (
  <TextInput
    source="reason"
    label="resources.settings.history.changeReason"
    multiline
    fullWidth
    validate={[required()]}
    helperText="resources.settings.history.changeReasonHelp"
    defaultValue=""
  />
);
