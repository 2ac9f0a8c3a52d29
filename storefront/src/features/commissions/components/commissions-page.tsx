import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { FilterBar } from '../../../components/filter-bar';
import { SearchField } from '../../../components/search-field';
import { SelectField, filterOptions } from '../../../components/select-field';
import { LoadError } from '../../../components/tab-states';
import { usePageTitle } from '../../../components/use-page-title';
import { useSession } from '../../../lib/session/use-session';
import { CATEGORIES, commissionsQuery, type ListFilters } from '../api/commissions-api';
import { CommissionCard } from './commission-card';
import { MyCommissions } from './my-commissions';
import { NewRequestDialog } from './new-request-dialog';
import { vocabularyName } from './vocabulary-field';

/** The budget bounds and the deadline: free-typed fields, each bound to one filter. */
const RANGE_FILTERS = [
  { key: 'budgetMin', id: 'commissions-budget-from', label: 'commissions.budgetFrom', type: 'number' },
  { key: 'budgetMax', id: 'commissions-budget-to', label: 'commissions.budgetTo', type: 'number' },
  { key: 'deadlineTo', id: 'commissions-deadline', label: 'commissions.deadlineBy', type: 'date' },
] as const satisfies readonly { key: keyof ListFilters; id: string; label: string; type: 'number' | 'date' }[];

function OpenRequests() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<ListFilters>({});
  // Same value, same object: the search box reports its value again on every render.
  const set = (key: keyof ListFilters) => (value: string) =>
    setFilters((f) => (f[key] === value ? f : { ...f, [key]: value }));
  const list = useQuery(commissionsQuery(filters));
  const mediums = (list.data?.facets.medium ?? []).map((m) => String(m.value));
  return (
    <>
      <FilterBar label={t('commissions.filters')}>
        <SearchField
          id="commissions-search"
          label={t('commissions.search')}
          value={filters.q ?? ''}
          onSearch={set('q')}
        />
        <SelectField
          id="commissions-category"
          label={t('commissions.allCategories')}
          value={filters.category ?? ''}
          onChange={set('category')}
          options={filterOptions(t('commissions.allCategories'), CATEGORIES, (c) => t(`commissions.categories.${c}`))}
        />
        <SelectField
          id="commissions-medium"
          label={t('commissions.allMediums')}
          value={filters.medium ?? ''}
          onChange={set('medium')}
          options={filterOptions(t('commissions.allMediums'), mediums, (m) => vocabularyName(t, 'medium', m))}
        />
        {RANGE_FILTERS.map(({ key, id, label, type }) => (
          <TextField
            key={key}
            id={id}
            label={t(label)}
            type={type}
            value={filters[key] ?? ''}
            onChange={(e) => set(key)(e.target.value)}
            sx={type === 'number' ? { maxWidth: 170 } : undefined}
            // A date field's label would sit on the browser's own placeholder unless it stays raised.
            slotProps={type === 'date' ? { inputLabel: { shrink: true } } : undefined}
          />
        ))}
      </FilterBar>
      {list.isError && <LoadError />}
      {list.data && (
        <>
          <Typography sx={{ mb: 2 }} data-testid="commissions-count">
            {t('commissions.count', { count: list.data.total })}
          </Typography>
          {list.data.items.length === 0 ? (
            <Alert severity="info">{t('commissions.empty')}</Alert>
          ) : (
            <Grid container spacing={2}>
              {list.data.items.map((c) => (
                <Grid key={c.id} size={{ xs: 12, sm: 6, md: 4 }}>
                  <CommissionCard commission={c} />
                </Grid>
              ))}
            </Grid>
          )}
        </>
      )}
    </>
  );
}

/** Commissions (/commissions): open requests with filters, and "my commissions" (?view=mine) for the signed-in. */
export default function CommissionsPage() {
  const { t } = useTranslation();
  const { status } = useSession();
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  usePageTitle(t('commissions.title'));
  const signedIn = status === 'signedIn';
  const view = signedIn && params.get('view') === 'mine' ? 'mine' : 'open';
  return (
    <Container sx={{ py: 4 }} data-testid="commissions-page">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="h4" component="h1">
          {t('commissions.title')}
        </Typography>
        {signedIn ? (
          <Button variant="contained" onClick={() => setCreating(true)}>
            {t('commissions.new')}
          </Button>
        ) : (
          <Button component={RouterLink} to="/auth" variant="outlined">
            {t('commissions.signIn')}
          </Button>
        )}
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('commissions.subtitle')}
      </Typography>
      {signedIn && (
        <Tabs
          value={view}
          onChange={(_, v: string) => setParams(v === 'mine' ? { view: 'mine' } : {}, { replace: true })}
          sx={{ mb: 3 }}
        >
          <Tab value="open" label={t('commissions.open')} />
          <Tab value="mine" label={t('commissions.mine')} />
        </Tabs>
      )}
      {view === 'mine' ? <MyCommissions /> : <OpenRequests />}
      {creating && <NewRequestDialog open onClose={() => setCreating(false)} />}
    </Container>
  );
}
