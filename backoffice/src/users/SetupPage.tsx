import { Alert, Button, Card, CardActions, CardContent, TextField, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { Title, useTranslate } from 'react-admin';
import { httpClient } from '../http';
import { postJson } from '../common/postJson';

type SetupState = 'loading' | 'open' | 'done' | 'claimed';

/**
 * The first run (`/admin/setup`): while no admin exists, a signed-in person gives the setup token from the
 * installation's environment and becomes the first admin (the API decides, once); afterwards the page says setup
 * is done. Shown without the back-office's layout, since the person is not staff yet.
 */
export const SetupPage = () => {
  const translate = useTranslate();
  const [state, setState] = useState<SetupState>('loading');
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    httpClient('/api/admin/setup')
      .then(({ json }) => live && setState(json.done ? 'done' : 'open'))
      .catch(() => live && setState('open'));
    return () => {
      live = false;
    };
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await postJson('/api/admin/setup', { token });
      setState('claimed');
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : '';
      setError(message.startsWith('app.') ? translate(message) : message || translate('resources.users.setup.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card sx={{ maxWidth: 560, mx: 'auto', mt: 6 }}>
      <Title title={translate('resources.users.setup.title')} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('resources.users.setup.title')}
        </Typography>
        {state === 'done' && <Alert severity="info">{translate('resources.users.setup.done')}</Alert>}
        {state === 'claimed' && <Alert severity="success">{translate('resources.users.setup.claimed')}</Alert>}
        {state === 'open' && (
          <form onSubmit={submit} noValidate>
            <Typography sx={{ mb: 2 }}>{translate('resources.users.setup.intro')}</Typography>
            {error && (
              <Alert severity="error" sx={{ mb: 2 }} role="alert">
                <strong>{translate('resources.users.setup.failedTitle')}</strong> {error}
              </Alert>
            )}
            <TextField
              label={translate('resources.users.setup.token')}
              value={token}
              onChange={(e) => setToken(e.target.value)}
              type="password"
              autoComplete="off"
              required
              fullWidth
              slotProps={{ htmlInput: { dir: 'ltr' } }}
            />
            <CardActions sx={{ px: 0, mt: 2 }}>
              <Button type="submit" variant="contained" disabled={busy || token.trim() === ''}>
                {translate('resources.users.setup.submit')}
              </Button>
            </CardActions>
          </form>
        )}
      </CardContent>
      {(state === 'done' || state === 'claimed') && (
        <CardActions>
          <Button href="/backoffice/">{translate('resources.users.setup.open')}</Button>
        </CardActions>
      )}
    </Card>
  );
};
