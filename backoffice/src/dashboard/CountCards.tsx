import { Card, CardContent, Grid, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormatters } from '../format';

/** One card per read-model count; a count this console has no name for yet shows under its API key. */
export const CountCards = ({ counts }: { counts: Record<string, number> }) => {
  const translate = useTranslate();
  const { number } = useFormatters();
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {Object.entries(counts).map(([key, value]) => (
        <Grid key={key} size={{ xs: 6, sm: 4, md: 3 }} component="li">
          <Card variant="outlined">
            <CardContent>
              <Typography variant="body2" color="text.secondary">
                {translate(`dashboard.counts.${key}`, { _: key })}
              </Typography>
              <Typography variant="h4" component="p">
                {number(value)}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
};
