import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useLocale, useNotify, useTranslate } from 'react-admin';
import { useParams } from 'react-router';
import { useFormatters } from '../format';
import { auctionApi } from './auctionApi';
import { clampStep, exportFileName, formatSar, halalasToSar, isMilestone, replayExport } from './replayModel';

/** /auctions/:id/replay: step through an auction's events with price, leader and end at each step. */
const AuctionReplay = () => {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const { dateTime } = useFormatters();
  const replay = useQuery({ queryKey: ['auction-replay', id], queryFn: () => auctionApi.replay(id) });
  const [index, setIndex] = useState(0);
  if (replay.isPending)
    return (
      <Box sx={{ p: 3 }}>
        <CircularProgress aria-label={translate('resources.auctions.replay.loading')} />
      </Box>
    );
  if (replay.isError)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {(replay.error as Error).message}
      </Alert>
    );
  const data = replay.data;
  const steps = data.steps.filter(isMilestone);
  const current = steps[clampStep(index, steps)];
  const go = (to: number) => setIndex(clampStep(to, steps));
  const download = () => {
    const url = URL.createObjectURL(
      new Blob([replayExport(data, new Date().toISOString())], { type: 'application/json' }),
    );
    const link = document.createElement('a');
    link.href = url;
    link.download = exportFileName(data);
    link.click();
    URL.revokeObjectURL(url);
    notify('resources.auctions.replay.exported', { type: 'success' });
  };
  return (
    <Box sx={{ p: 2 }} data-testid="auction-replay">
      <Title title={translate('resources.auctions.replay.title', { id })} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('resources.auctions.replay.title', { id })}
      </Typography>
      <Alert severity={data.chain.valid ? 'success' : 'error'} sx={{ mb: 1 }} data-testid="replay-chain">
        {data.chain.valid
          ? translate('resources.auctions.replay.chainValid')
          : translate('resources.auctions.replay.chainBroken', {
              revision: data.chain.brokenAt,
              reason: (locale === 'ar' ? data.chain.reasonAr : data.chain.reason) ?? '',
            })}
      </Alert>
      <Alert
        severity={data.recordedOutcome === null ? 'info' : data.outcomeMatches ? 'success' : 'error'}
        sx={{ mb: 2 }}
        data-testid="replay-outcome"
      >
        {data.recordedOutcome === null
          ? translate('resources.auctions.replay.open')
          : data.outcomeMatches
            ? translate('resources.auctions.replay.matches')
            : translate('resources.auctions.replay.differs')}
      </Alert>
      {current ? (
        <Card variant="outlined" sx={{ mb: 2 }}>
          <CardContent>
            <Typography data-testid="replay-position">
              {translate('resources.auctions.replay.step', {
                current: clampStep(index, steps) + 1,
                total: steps.length,
              })}
            </Typography>
            <Typography>
              {translate('resources.auctions.replay.event')}: <strong>{current.type}</strong> ·{' '}
              {translate('resources.auctions.replay.revision')} {current.revision}
              {current.at ? ` · ${dateTime(current.at)}` : ''}
            </Typography>
            <Typography data-testid="replay-price">
              {translate('resources.auctions.replay.price')}: {formatSar(halalasToSar(current.price), locale)}
            </Typography>
            <Typography data-testid="replay-leader">
              {translate('resources.auctions.replay.leader')}:{' '}
              {current.leaderPaddle === null
                ? translate('resources.auctions.replay.noLeader')
                : `#${current.leaderPaddle}`}
            </Typography>
            <Typography>
              {translate('resources.auctions.replay.endsAt')}: {current.endsAt ? dateTime(current.endsAt) : '—'}
            </Typography>
            <Typography>
              {translate('resources.auctions.replay.bids', { smart_count: current.bidCount })} ·{' '}
              {translate(`resources.auctions.status.${current.status === 'cancelled' ? 'ended' : current.status}`, {
                _: current.status,
              })}
            </Typography>
          </CardContent>
        </Card>
      ) : null}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button onClick={() => go(0)}>{translate('resources.auctions.replay.first')}</Button>
        <Button onClick={() => go(index - 1)}>{translate('resources.auctions.replay.previous')}</Button>
        <Button onClick={() => go(index + 1)}>{translate('resources.auctions.replay.next')}</Button>
        <Button onClick={() => go(steps.length - 1)}>{translate('resources.auctions.replay.last')}</Button>
        <Button variant="contained" onClick={download}>
          {translate('resources.auctions.replay.export')}
        </Button>
      </Stack>
      {data.recordedOutcome ? (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 2 }}>
          <Box>
            <Typography variant="subtitle2">{translate('resources.auctions.replay.recorded')}</Typography>
            <pre dir="ltr">{JSON.stringify(data.recordedOutcome, null, 2)}</pre>
          </Box>
          <Box>
            <Typography variant="subtitle2">{translate('resources.auctions.replay.recomputed')}</Typography>
            <pre dir="ltr">{JSON.stringify(data.recomputedOutcome, null, 2)}</pre>
          </Box>
        </Stack>
      ) : null}
    </Box>
  );
};

export default AuctionReplay;
