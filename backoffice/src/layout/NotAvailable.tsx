import { Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { Link, Title, useTranslate } from 'react-admin';

/** The page of a section the spec names but no issue has built yet (admin setup, translations). */
export const NotAvailable = ({ section }: { section: string }) => {
  const translate = useTranslate();
  const name = translate(section);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={name} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('app.notAvailable.title')}
        </Typography>
        <Typography>{translate('app.notAvailable.body', { section: name })}</Typography>
      </CardContent>
      <CardActions>
        <Button component={Link} to="/">
          {translate('app.notAvailable.back')}
        </Button>
      </CardActions>
    </Card>
  );
};
