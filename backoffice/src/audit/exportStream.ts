import type { StreamDetail } from '../types';

/** The file an auditor takes away: the events as stored, with their metadata and the chain verdict. */
export const streamExport = (detail: StreamDetail, exportedAt: Date) => ({
  streamName: detail.streamName,
  exportedAt: exportedAt.toISOString(),
  chain: detail.chain,
  events: detail.events,
});

export const exportFileName = (streamName: string) => `${streamName.replace(/[^\w.-]+/g, '_')}.json`;

export const downloadStream = (detail: StreamDetail): void => {
  const blob = new Blob([JSON.stringify(streamExport(detail, new Date()), null, 2)], {
    type: 'application/json',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(detail.streamName);
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
};
