import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';

/** A placeholder card while a tab loads (SPEC section 2: four for favourites, three for inquiries). */
export function CardSkeleton({ media = false, testId }: { media?: boolean; testId: string }) {
  return (
    <Card variant="outlined" data-testid={testId} aria-hidden="true">
      {media ? <Skeleton variant="rectangular" height={160} /> : null}
      <CardContent>
        <Skeleton width="70%" />
        <Skeleton width="45%" />
        {media ? null : <Skeleton width="90%" />}
      </CardContent>
    </Card>
  );
}
