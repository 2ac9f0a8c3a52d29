import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import { Box, Button, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Code, JsonBlock } from '../common/Code';
import { useFormatters } from '../format';
import type { StoredEvent } from '../types';

interface EventTimelineProps {
  events: StoredEvent[];
  selected: number | undefined;
  onCompare: (revision: number) => void;
}

const Details = ({ summary, value }: { summary: string; value: unknown }) => (
  <Box component="details" sx={{ mt: 1, '& > summary': { cursor: 'pointer' } }}>
    <summary>{summary}</summary>
    <Box sx={{ mt: 1 }}>
      <JsonBlock value={value} label={summary} />
    </Box>
  </Box>
);

/**
 * The stream's events in order, each with its data and metadata (who acted, correlation, chain hashes).
 * The line runs down the start side: the RTL style plugin moves it to the right in Arabic.
 */
export const EventTimeline = ({ events, selected, onCompare }: EventTimelineProps) => {
  const translate = useTranslate();
  const { dateTime, number } = useFormatters();
  return (
    <Box component="ol" aria-label={translate('audit.timeline.title')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {events.map((event) => (
        <Box
          component="li"
          key={event.eventId ?? event.revision}
          aria-current={event.revision === selected ? 'step' : undefined}
          data-event-type={event.type}
          sx={{
            borderLeft: 3,
            borderColor: event.revision === selected ? 'primary.main' : 'divider',
            pl: 2,
            pb: 2,
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Chip size="small" label={translate('audit.timeline.revision', { revision: number(event.revision) })} />
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              <Code>{event.type}</Code>
            </Typography>
          </Box>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, m: 0, mt: 0.5 }}>
            <dt>{translate('audit.timeline.recordedAt')}</dt>
            <dd style={{ margin: 0 }}>{dateTime(event.recordedAt)}</dd>
            <dt>{translate('audit.timeline.actor')}</dt>
            <dd style={{ margin: 0 }}>
              <Code>{String(event.metadata?.actorId ?? '—')}</Code>
            </dd>
            <dt>{translate('audit.timeline.position')}</dt>
            <dd style={{ margin: 0 }}>
              {/* A store position ("commit/prepare" on PostgreSQL), not a count: shown as is. */}
              <Code>{String(event.position)}</Code>
            </dd>
            <dt>{translate('audit.timeline.eventId')}</dt>
            <dd style={{ margin: 0 }}>
              <Code>{event.eventId}</Code>
            </dd>
          </Box>
          <Details summary={translate('audit.timeline.data')} value={event.data} />
          <Details summary={translate('audit.timeline.metadata')} value={event.metadata} />
          <Button
            size="small"
            startIcon={<CompareArrowsIcon />}
            onClick={() => onCompare(event.revision)}
            sx={{ mt: 1 }}
          >
            {translate('audit.timeline.compare')}
          </Button>
        </Box>
      ))}
    </Box>
  );
};
