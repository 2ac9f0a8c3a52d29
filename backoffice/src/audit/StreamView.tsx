import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Grid, Typography } from '@mui/material';
import { useState } from 'react';
import { Link, Loading, useCanAccess, useTranslate } from 'react-admin';
import { Code } from '../common/Code';
import { SectionCard } from '../common/SectionCard';
import { useFormatters } from '../format';
import { MIRROR_IN_RTL } from '../layout/theme';
import { ChainVerdict } from './ChainVerdict';
import { downloadStream } from './exportStream';
import { EventTimeline } from './EventTimeline';
import { RevisionDiff } from './RevisionDiff';
import { StateAtRevision } from './StateAtRevision';
import { useStream } from './useAudit';

/** One stream: chain verdict, event timeline, state at any revision, and a diff of two revisions. */
export const StreamView = ({ name }: { name: string }) => {
  const translate = useTranslate();
  const { count } = useFormatters();
  const { data, error, isPending } = useStream(name);
  const { canAccess: canExport } = useCanAccess({ resource: 'streams', action: 'export' });
  // null until the user picks: the latest revision and the latest change are shown by default.
  const [revision, setRevision] = useState<number | null>(null);
  const [range, setRange] = useState<{ from: number; to: number } | null>(null);

  if (isPending) return <Loading />;
  if (error || !data) {
    return <Alert severity="error">{(error as Error | null)?.message ?? translate('audit.stream.loadFailed')}</Alert>;
  }
  const events = data.events ?? [];
  const last = events.at(-1)?.revision ?? 0;
  const shownRevision = revision ?? last;
  const shownRange = range ?? { from: last - 1, to: last };

  return (
    <Box>
      <Button component={Link} to="/audit" startIcon={<ArrowBackIcon className={MIRROR_IN_RTL} />} size="small">
        {translate('audit.stream.back')}
      </Button>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap', my: 1 }}>
        <Typography variant="h5" component="h1">
          <Code>{data.streamName}</Code>
        </Typography>
        <Typography color="text.secondary">{translate('audit.stream.eventCount', count(events.length))}</Typography>
        {canExport && (
          <Button startIcon={<DownloadIcon />} onClick={() => downloadStream(data)} size="small">
            {translate('audit.stream.export')}
          </Button>
        )}
      </Box>
      <Box sx={{ mb: 2 }}>
        <ChainVerdict chain={data.chain} />
      </Box>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 5 }}>
          <SectionCard outlined title={translate('audit.timeline.title')}>
            <EventTimeline
              events={events}
              selected={shownRevision}
              onCompare={(to) => {
                setRange({ from: to - 1, to });
                setRevision(to);
              }}
            />
          </SectionCard>
        </Grid>
        {/* The state and the diff stay in view while a long timeline scrolls past. */}
        <Grid
          size={{ xs: 12, lg: 7 }}
          sx={{
            display: 'flex',
            flexDirection: 'column',
            gap: 2,
            alignSelf: 'flex-start',
            position: { lg: 'sticky' },
            top: { lg: 64 },
          }}
        >
          <SectionCard outlined title={translate('audit.state.title')}>
            <StateAtRevision
              streamName={name}
              events={events}
              revision={shownRevision}
              onRevisionChange={setRevision}
            />
          </SectionCard>
          <SectionCard outlined title={translate('audit.diff.title')}>
            <RevisionDiff
              streamName={name}
              events={events}
              from={shownRange.from}
              to={shownRange.to}
              onChange={setRange}
            />
          </SectionCard>
        </Grid>
      </Grid>
    </Box>
  );
};
