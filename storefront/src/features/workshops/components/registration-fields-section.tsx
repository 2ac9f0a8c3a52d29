import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { pick } from '../../../i18n/use-localized';
import { organiserFieldsQuery, type FieldBody } from '../api/workshop-lists-api';
import type { RegistrationField } from '../api/workshops-api';
import { lines, useListEditor } from './use-list-editor';
import { RowForm } from './row-form';

const EMPTY = {
  fieldName: '',
  fieldLabel: '',
  fieldLabelAr: '',
  fieldType: 'text',
  fieldOptions: '',
  fieldOptionsAr: '',
  isRequired: false as boolean,
};
type Form = typeof EMPTY;

const formOf = (f: RegistrationField): Form => ({
  fieldName: f.fieldName,
  fieldLabel: f.fieldLabel,
  fieldLabelAr: f.fieldLabelAr ?? '',
  fieldType: f.fieldType,
  fieldOptions: (f.fieldOptions ?? []).join('\n'),
  fieldOptionsAr: (f.fieldOptionsAr ?? []).join('\n'),
  isRequired: f.isRequired,
});

const bodyOf = (form: Form): FieldBody => ({
  fieldName: form.fieldName.trim(),
  fieldLabel: form.fieldLabel.trim(),
  fieldLabelAr: form.fieldLabelAr.trim(),
  fieldType: form.fieldType as FieldBody['fieldType'],
  fieldOptions: form.fieldType === 'select' ? lines(form.fieldOptions) : [],
  fieldOptionsAr: form.fieldType === 'select' ? lines(form.fieldOptionsAr) : [],
  isRequired: form.isRequired,
});

/** The questions the registration dialog asks: text, long text or a choice with options in both languages. */
export function RegistrationFieldsSection({ workshopId }: { workshopId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const fields = useQuery(organiserFieldsQuery(workshopId));
  const editor = useListEditor<Form, RegistrationField>(workshopId, 'registration-fields', EMPTY, formOf, bodyOf);
  const field = (name: Exclude<keyof Form, 'isRequired'>) => editor.field(name, t(`workshops.fields.${name}`));
  return (
    <Stack component="section" spacing={2} sx={{ mt: 4 }} aria-labelledby="fields-title">
      <Typography variant="h5" component="h2" id="fields-title">
        {t('workshops.fields.section')}
      </Typography>
      <List dense>
        {(fields.data ?? []).map((f) => (
          <ListItem
            key={f.id}
            data-testid="field-row"
            secondaryAction={
              <>
                <Button size="small" onClick={() => editor.edit(f)}>
                  {t('workshops.tiers.edit')}
                </Button>
                <Button size="small" color="error" onClick={() => editor.remove.mutate(f.id)}>
                  {t('workshops.tiers.delete')}
                </Button>
              </>
            }
          >
            <ListItemText
              primary={pick(language, f.fieldLabel, f.fieldLabelAr)}
              secondary={`${t(`workshops.fields.types.${f.fieldType}`)}${f.isRequired ? ` · ${t('workshops.fields.isRequired')}` : ''}`}
            />
          </ListItem>
        ))}
      </List>
      <RowForm label={t('workshops.fields.section')} onSubmit={editor.submit}>
        <TextField size="small" required {...field('fieldName')} slotProps={{ htmlInput: { dir: 'ltr' } }} />
        <TextField size="small" required {...field('fieldLabel')} />
        <TextField size="small" required {...field('fieldLabelAr')} />
        <TextField size="small" select {...field('fieldType')} sx={{ minWidth: 140 }}>
          {(['text', 'textarea', 'select'] as const).map((type) => (
            <MenuItem key={type} value={type}>
              {t(`workshops.fields.types.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        {editor.form.fieldType === 'select' && (
          <>
            <TextField size="small" multiline minRows={2} {...field('fieldOptions')} />
            <TextField size="small" multiline minRows={2} {...field('fieldOptionsAr')} />
          </>
        )}
        <FormControlLabel
          control={
            <Checkbox
              checked={editor.form.isRequired}
              onChange={(e) => editor.setForm({ ...editor.form, isRequired: e.target.checked })}
            />
          }
          label={t('workshops.fields.isRequired')}
        />
        <Button type="submit" variant="contained" disabled={editor.save.isPending}>
          {t(editor.editing ? 'workshops.tiers.save' : 'workshops.fields.add')}
        </Button>
        {editor.editing && <Button onClick={editor.reset}>{t('workshops.tiers.cancel')}</Button>}
      </RowForm>
    </Stack>
  );
}
