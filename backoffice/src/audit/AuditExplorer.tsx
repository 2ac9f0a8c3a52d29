import { Box, Typography } from '@mui/material';
import { Authenticated, CanAccess, Title, useParams, useTranslate } from 'react-admin';
import { StreamPicker } from './StreamPicker';
import { StreamView } from './StreamView';

/**
 * The audit explorer (custom routes /audit and /audit/:streamName): pick a stream, then read its history.
 * Loaded on demand, so the console's first screen does not pay for it.
 */
const AuditExplorer = () => {
  const translate = useTranslate();
  const { streamName } = useParams<{ streamName?: string }>();
  return (
    <Authenticated>
      <CanAccess resource="streams" action="list">
        <Box sx={{ mt: 2 }}>
          <Title title={streamName ?? 'audit.title'} />
          {streamName ? (
            <StreamView key={streamName} name={streamName} />
          ) : (
            <>
              <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
                {translate('audit.title')}
              </Typography>
              <StreamPicker />
            </>
          )}
        </Box>
      </CanAccess>
    </Authenticated>
  );
};

export default AuditExplorer;
