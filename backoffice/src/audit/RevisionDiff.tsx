import { Alert, Box, MenuItem, TableCell, TableRow, TextField, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { Code } from '../common/Code';
import { PlainTable } from '../common/PlainTable';
import { useFormatters } from '../format';
import type { StoredEvent } from '../types';
import { diffStates, type StateChange } from './diffStates';
import { useStreamState } from './useAudit';

interface RevisionDiffProps {
  streamName: string;
  events: StoredEvent[];
  from: number;
  to: number;
  onChange: (range: { from: number; to: number }) => void;
}

// Tinted rows plus a written kind and a sign: the change never rests on colour alone.
const KIND_STYLE: Record<StateChange['kind'], { sign: string; palette: 'success' | 'error' | 'warning' }> = {
  added: { sign: '+', palette: 'success' },
  removed: { sign: '−', palette: 'error' },
  changed: { sign: '~', palette: 'warning' },
};

const show = (value: unknown) => (value === undefined ? '' : JSON.stringify(value));

/** Two revisions' states side by side as the keys added, removed and changed between them. */
export const RevisionDiff = ({ streamName, events, from, to, onChange }: RevisionDiffProps) => {
  const translate = useTranslate();
  const { count, number } = useFormatters();
  const first = events[0]?.revision ?? 0;
  const before = useStreamState(streamName, from, first);
  const after = useStreamState(streamName, to, first);
  const ready = before.data && after.data;
  const changes = ready ? diffStates(before.data!.state, after.data!.state) : [];
  const options = [first - 1, ...events.map((event) => event.revision)];
  const label = (revision: number) =>
    revision < first
      ? translate('audit.diff.beforeFirst')
      : `${translate('audit.timeline.revision', { revision: number(revision) })} · ${events.find((e) => e.revision === revision)?.type ?? ''}`;

  const picker = (name: 'from' | 'to', value: number) => (
    <TextField
      select
      size="small"
      label={translate(`audit.diff.${name}`)}
      value={value}
      onChange={(event) => onChange({ from, to, [name]: Number(event.target.value) })}
      sx={{ minWidth: 240 }}
    >
      {options.map((revision) => (
        <MenuItem key={revision} value={revision}>
          {label(revision)}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        {picker('from', from)}
        {picker('to', to)}
      </Box>
      {before.error || after.error ? (
        <Alert severity="error">{translate('audit.state.loadFailed')}</Alert>
      ) : !ready ? null : changes.length === 0 ? (
        <Typography>{translate('audit.diff.none')}</Typography>
      ) : (
        <>
          <Typography sx={{ mb: 1 }} aria-live="polite">
            {translate('audit.diff.summary', count(changes.length))}
          </Typography>
          <PlainTable
            aria-label={translate('audit.diff.title')}
            data-testid="state-diff"
            head={['field', 'change', 'before', 'after'].map((c) => translate(`audit.diff.${c}`))}
          >
            {changes.map((change) => (
              <TableRow
                key={change.path}
                data-change={change.kind}
                sx={(theme) => ({
                  bgcolor: alpha(theme.palette[KIND_STYLE[change.kind].palette].main, 0.12),
                })}
              >
                <TableCell>
                  <Code>{change.path || '—'}</Code>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <span aria-hidden="true">{KIND_STYLE[change.kind].sign} </span>
                  {translate(`audit.diff.${change.kind}`)}
                </TableCell>
                <TableCell sx={{ textDecoration: change.kind === 'removed' ? 'line-through' : undefined }}>
                  <Code>{show(change.before)}</Code>
                </TableCell>
                <TableCell>
                  <Code>{show(change.after)}</Code>
                </TableCell>
              </TableRow>
            ))}
          </PlainTable>
        </>
      )}
    </Box>
  );
};
