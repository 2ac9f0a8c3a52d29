import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider, StreamQuery } from '../dataProvider';

/** The audit API reads the event store directly (DESIGN.md: the one exception to "GETs read projections"). */
export const useStreams = (query: StreamQuery) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['admin', 'streams', query],
    queryFn: () => dataProvider.getStreams(query),
    placeholderData: keepPreviousData,
  });
};

export const useStream = (name: string) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: ['admin', 'stream', name], queryFn: () => dataProvider.getStream(name) });
};

/**
 * The folded state after `revision`. Below the first revision the stream did not exist: that state is
 * null, known without asking the server.
 */
export const useStreamState = (name: string, revision: number | undefined, firstRevision: number) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const before = revision !== undefined && revision < firstRevision;
  return useQuery({
    queryKey: ['admin', 'stream', name, 'state', revision],
    queryFn: () =>
      before ? Promise.resolve({ revision: revision!, state: null }) : dataProvider.getStreamState(name, revision!),
    enabled: revision !== undefined,
    // States at a revision never change: the stream is append-only.
    staleTime: Infinity,
  });
};
