import { Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { postJson } from '../common/postJson';

/**
 * How many confirmed subscribers the segment reaches now, asked of the API (the same code that picks the audience
 * at sending) a moment after the segment last changed. Nothing shows while the segment is not one the API takes.
 */
export const SegmentAudience = () => {
  const translate = useTranslate();
  const segment = useWatch({ name: 'segment' }) as Record<string, unknown> | undefined;
  const [count, setCount] = useState<number | null>(null);
  const key = JSON.stringify(segment ?? {});
  useEffect(() => {
    const timer = setTimeout(() => {
      const { activeWithinDays, ...rest } = JSON.parse(key) as Record<string, unknown>;
      const body = { languages: [], topics: [], roles: [], ...rest, ...(activeWithinDays ? { activeWithinDays } : {}) };
      postJson('/api/admin/newsletter/campaigns/audience', body).then(
        ({ json }) => setCount((json as { count: number }).count),
        () => setCount(null),
      );
    }, 400);
    return () => clearTimeout(timer);
  }, [key]);
  if (count === null) return null;
  return (
    <Typography role="status" sx={{ mb: 2 }}>
      {translate('resources.newsletter/campaigns.audience', { smart_count: count })}
    </Typography>
  );
};
