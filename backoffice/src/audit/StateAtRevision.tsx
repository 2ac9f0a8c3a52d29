import { Alert, Box, Slider, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { JsonBlock } from '../common/Code';
import { useFormatters } from '../format';
import type { StoredEvent } from '../types';
import { useStreamState } from './useAudit';

interface StateAtRevisionProps {
  streamName: string;
  events: StoredEvent[];
  revision: number;
  onRevisionChange: (revision: number) => void;
}

/** A slider over the stream's revisions and the state folded up to the chosen one. */
export const StateAtRevision = ({ streamName, events, revision, onRevisionChange }: StateAtRevisionProps) => {
  const translate = useTranslate();
  const { number } = useFormatters();
  const first = events[0]?.revision ?? 0;
  const last = events.at(-1)?.revision ?? 0;
  // The thumb moves freely; the state is fetched once the user lets go (or a key press commits).
  const [dragging, setDragging] = useState(revision);
  const [shown, setShown] = useState(revision);
  if (shown !== revision) {
    setShown(revision);
    setDragging(revision);
  }
  const { data, error, isPending } = useStreamState(streamName, revision, first);
  const typeAt = (value: number) => events.find((event) => event.revision === value)?.type ?? '';
  const heading = translate('audit.state.at', { revision: number(revision) });

  return (
    <Box>
      <Box sx={{ px: 1 }}>
        <Slider
          value={dragging}
          min={first}
          max={last}
          step={1}
          marks={events.length <= 40 ? events.map((event) => ({ value: event.revision })) : false}
          valueLabelDisplay="auto"
          disabled={first === last}
          aria-label={translate('audit.state.slider')}
          getAriaValueText={(value) =>
            `${translate('audit.timeline.revision', { revision: number(value) })}: ${typeAt(value)}`
          }
          onChange={(_, value) => setDragging(value as number)}
          onChangeCommitted={(_, value) => onRevisionChange(value as number)}
        />
      </Box>
      <Typography component="h3" variant="subtitle1" sx={{ mb: 1 }}>
        {heading}
        {typeAt(revision) && (
          <>
            {' · '}
            <code lang="en" dir="ltr">
              {typeAt(revision)}
            </code>
          </>
        )}
      </Typography>
      {error ? (
        <Alert severity="error">{translate('audit.state.loadFailed')}</Alert>
      ) : isPending ? null : data?.state === null || data?.state === undefined ? (
        <Typography>{translate('audit.state.none')}</Typography>
      ) : (
        <JsonBlock value={data.state} label={heading} testId="state-at-revision" />
      )}
    </Box>
  );
};
