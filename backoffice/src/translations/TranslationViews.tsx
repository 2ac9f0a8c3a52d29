import { Box, Button, Stack, Typography } from '@mui/material';
import {
  DataTable,
  Edit,
  List,
  NullableBooleanInput,
  SaveButton,
  SearchInput,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  useCanAccess,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { ChangeHistory } from '../settings/ChangeHistory';
import { arabicInput } from '../kit/fields';
import { type AppLocale, LOCALES, directionOf } from '../i18n/localeStore';

const R = 'resources.translations';

export interface TranslationRecord {
  key: string;
  bundledEn: string;
  bundledAr: string;
  en: string | null;
  ar: string | null;
  placeholders: string[];
  reason?: string;
}

const blank = (text: string | null | undefined) => text == null || text.trim() === '';

/** What PUT /api/admin/translations/:key takes: an empty field goes back to the shipped text (null). */
export const toTranslationBody = (r: TranslationRecord) => ({
  en: blank(r.en) ? null : r.en,
  ar: blank(r.ar) ? null : r.ar,
  reason: r.reason ?? '',
});

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="overridden" source="overridden" alwaysOn />,
];

/** Every storefront text: the shipped English and Arabic beside the overrides in force; search by key or text. */
export const TranslationList = () => {
  const { canAccess: canEdit } = useCanAccess({ resource: 'translations', action: 'edit' });
  return (
    <List filters={filters} perPage={50} exporter={false} sort={{ field: 'key', order: 'ASC' }}>
      <DataTable rowClick={canEdit ? 'edit' : false} bulkActionButtons={false}>
        <DataTable.Col source="key" />
        <DataTable.Col source="bundledEn" disableSort />
        <DataTable.Col source="en" disableSort />
        <DataTable.Col source="bundledAr" disableSort>
          <TextField source="bundledAr" dir="rtl" lang="ar" />
        </DataTable.Col>
        <DataTable.Col source="ar" disableSort>
          <TextField source="ar" dir="rtl" lang="ar" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
};

/** One language: the shipped text, the override field (empty: the shipped text shows) and a way back. */
const LanguageEditor = ({ language }: { language: AppLocale }) => {
  const translate = useTranslate();
  const record = useRecordContext<TranslationRecord>();
  const { setValue } = useFormContext();
  const value = useWatch({ name: language }) as string | null | undefined;
  const shipped = language === 'en' ? record?.bundledEn : record?.bundledAr;
  const placeholders = record?.placeholders ?? [];
  return (
    <Box component="section" aria-label={translate(`${R}.languages.${language}`)} sx={{ width: '100%', mb: 2 }}>
      <Typography variant="subtitle1" component="h2">
        {translate(`${R}.languages.${language}`)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(`${R}.fields.bundled`)}
      </Typography>
      <Typography
        data-testid={`bundled-${language}`}
        dir={directionOf(language)}
        lang={language}
        sx={{ mb: 1, whiteSpace: 'pre-wrap' }}
      >
        {shipped}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextInput
          source={language}
          label={`${R}.fields.${language}`}
          fullWidth
          slotProps={language === 'ar' ? arabicInput : undefined}
          helperText={
            placeholders.length > 0
              ? translate(`${R}.help.placeholders`, { placeholders: placeholders.map((p) => `{{${p}}}`).join(' ') })
              : `${R}.help.empty`
          }
        />
        <Button
          variant="outlined"
          disabled={blank(value)}
          onClick={() => setValue(language, '', { shouldDirty: true })}
          sx={{ mt: 1, whiteSpace: 'nowrap' }}
        >
          {translate(`${R}.revert`)}
        </Button>
      </Stack>
    </Box>
  );
};

const Title = () => {
  const record = useRecordContext<TranslationRecord>();
  return <>{record?.key ?? ''}</>;
};

/** An admin's edit of one text in both languages, with the history of its changes (who, when, before, after). */
export const TranslationEdit = ({ id }: { id?: string }) => {
  const translate = useTranslate();
  return (
    <Edit id={id} title={<Title />} mutationMode="pessimistic" transform={toTranslationBody} redirect={false}>
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <Typography variant="body2" color="text.secondary">
          {translate(`${R}.help.intro`)}
        </Typography>
        {LOCALES.map((language) => (
          <LanguageEditor key={language} language={language} />
        ))}
        <TextInput source="reason" fullWidth defaultValue="" helperText={`${R}.help.reason`} />
      </SimpleForm>
      <ChangeHistory labelOf={(key) => translate(`${R}.languages.${key}`)} />
    </Edit>
  );
};
