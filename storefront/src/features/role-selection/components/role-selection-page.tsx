import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/use-page-title';
import { selfServiceRoles, type SelfServiceRole } from '../../../config/constants';
import { useLanguage } from '../../../i18n/use-language';
import { errorDetails, errorMessage } from '../../../lib/api-error';
import { formatNumber } from '../../../lib/format';
import { useSession } from '../../../lib/session/use-session';
import { useSelectRoles } from '../hooks/use-select-roles';
import { RoleOption } from './role-option';

function isSelfService(role: string): role is SelfServiceRole {
  return (selfServiceRoles as readonly string[]).includes(role);
}

/** Choose one or more non-staff roles (SPEC section 6: required after sign-in until setup is complete). */
export default function RoleSelectionPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const session = useSession();
  const [chosen, setChosen] = useState<SelfServiceRole[]>(() => session.roles.filter(isSelfService));
  const save = useSelectRoles();
  usePageTitle(t('roleSelection.title'));

  const toggle = (role: SelfServiceRole) =>
    setChosen((current) => (current.includes(role) ? current.filter((r) => r !== role) : [...current, role]));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length > 0) save.mutate(selfServiceRoles.filter((r) => chosen.includes(r)));
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }} data-testid="role-selection-page">
      <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
        {t('roleSelection.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('roleSelection.subtitle')}
      </Typography>
      {save.isError && (
        <Alert severity="error" sx={{ mb: 3 }} data-testid="role-selection-error">
          <AlertTitle>{t('roleSelection.errorTitle')}</AlertTitle>
          {errorMessage(save.error, language, t('errors.generic'))}
          {errorDetails(save.error, language).map((detail) => (
            <div key={detail}>{detail}</div>
          ))}
        </Alert>
      )}
      <form onSubmit={onSubmit}>
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend style={{ marginBottom: 16 }}>
            <Typography variant="h2" component="span" sx={{ fontSize: '1.2rem' }}>
              {t('roleSelection.legend')}
            </Typography>
          </legend>
          <Grid container spacing={2}>
            {selfServiceRoles.map((role) => (
              <Grid key={role} size={{ xs: 12, sm: 6 }}>
                <RoleOption role={role} checked={chosen.includes(role)} disabled={save.isPending} onToggle={toggle} />
              </Grid>
            ))}
          </Grid>
        </fieldset>
        <Typography role="status" sx={{ mt: 3, mb: 2 }}>
          {t('roleSelection.selected', { count: chosen.length, n: formatNumber(chosen.length, language) })}
        </Typography>
        <Button type="submit" variant="contained" size="large" disabled={chosen.length === 0 || save.isPending}>
          {save.isPending ? t('roleSelection.saving') : t('roleSelection.submit')}
        </Button>
      </form>
    </Container>
  );
}
