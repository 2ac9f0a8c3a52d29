import { Button } from '@mui/material';
import {
  ArrayInput,
  DataTable,
  Edit,
  FunctionField,
  Link,
  List,
  maxLength,
  required,
  SaveButton,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  Toolbar,
  TopToolbar,
  useCanAccess,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DateCol } from '../kit/lists';
import { ChangeHistory, ChangeReasonInput } from '../settings/ChangeHistory';
import { arabicInput } from '../kit/fields';

const R = 'resources.content';

interface PageRecord {
  page: string;
  revision: number;
  title: string;
  titleAr: string;
  summary: string;
  summaryAr: string;
  sections: Array<Record<string, string>>;
  reason?: string;
}

/** What PUT /api/admin/content/:page takes, with the revision the form was read at. */
export const toContentBody = (r: PageRecord) => ({
  title: r.title,
  titleAr: r.titleAr,
  summary: r.summary,
  summaryAr: r.summaryAr,
  sections: (r.sections ?? []).map(({ heading, headingAr, body, bodyAr }) => ({ heading, headingAr, body, bodyAr })),
  reason: r.reason ?? '',
  expectedRevision: r.revision,
});

/** The managed pages; admins open one to edit it. */
export const ContentList = () => {
  const translate = useTranslate();
  const { canAccess: canEdit } = useCanAccess({ resource: 'content', action: 'edit' });
  return (
    <List
      pagination={false}
      exporter={false}
      actions={
        canEdit ? (
          <TopToolbar>
            <Button component={Link} to="/landing/site" variant="outlined">
              {translate('resources.landing.open')}
            </Button>
          </TopToolbar>
        ) : (
          false
        )
      }
    >
      <DataTable rowClick={canEdit ? 'edit' : false} bulkActionButtons={false}>
        <DataTable.Col source="page" disableSort>
          <FunctionField<PageRecord> render={(r) => translate(`${R}.pages.${r.page}`)} />
        </DataTable.Col>
        <DataTable.Col source="title" disableSort />
        <DateCol source="updatedAt" disableSort />
      </DataTable>
    </List>
  );
};

const Title = () => {
  const translate = useTranslate();
  const record = useRecordContext<PageRecord>();
  return <>{record ? translate(`${R}.pages.${record.page}`) : ''}</>;
};

const short = [required(), maxLength(120)];

/** A page's title, summary and sections in both languages, and the reason for the change. */
export const ContentEdit = () => {
  const translate = useTranslate();
  return (
    <Edit title={<Title />} mutationMode="pessimistic" transform={toContentBody} redirect="list">
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <TextInput source="title" validate={short} fullWidth />
        <TextInput source="titleAr" validate={short} fullWidth slotProps={arabicInput} />
        <TextInput source="summary" validate={[required(), maxLength(600)]} multiline fullWidth />
        <TextInput
          source="summaryAr"
          validate={[required(), maxLength(600)]}
          multiline
          fullWidth
          slotProps={arabicInput}
        />
        <ArrayInput source="sections">
          <SimpleFormIterator fullWidth>
            <TextInput source="heading" label={`${R}.fields.heading`} validate={short} fullWidth />
            <TextInput
              source="headingAr"
              label={`${R}.fields.headingAr`}
              validate={short}
              fullWidth
              slotProps={arabicInput}
            />
            <TextInput
              source="body"
              label={`${R}.fields.body`}
              validate={[required(), maxLength(4000)]}
              multiline
              fullWidth
            />
            <TextInput
              source="bodyAr"
              label={`${R}.fields.bodyAr`}
              validate={[required(), maxLength(4000)]}
              multiline
              fullWidth
              slotProps={arabicInput}
            />
          </SimpleFormIterator>
        </ArrayInput>
        <ChangeReasonInput />
      </SimpleForm>
      <ChangeHistory labelOf={(key) => translate(`${R}.fields.${key}`)} />
    </Edit>
  );
};
