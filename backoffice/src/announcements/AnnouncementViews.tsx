import { Create, DataTable, Edit, FunctionField, List, useCanAccess, useLocale, useTranslate } from 'react-admin';
import { DateCol } from '../kit/lists';
import { AnnouncementForm, toAnnouncementBody } from './AnnouncementForm';

const R = 'resources.announcements';

interface Row {
  id: string;
  message: string;
  messageAr: string;
  audience: string;
  role: string | null;
  status: string;
  tone: string;
}

/** Every announcement, newest change first; admins open one to revise or withdraw it. */
export const AnnouncementList = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const { canAccess: canEdit } = useCanAccess({ resource: 'announcements', action: 'edit' });
  return (
    <List sort={{ field: 'updatedAt', order: 'DESC' }} exporter={false}>
      <DataTable rowClick={canEdit ? 'edit' : false} bulkActionButtons={false}>
        <DataTable.Col source="message" disableSort>
          <FunctionField<Row> render={(r) => (locale === 'ar' ? r.messageAr : r.message)} />
        </DataTable.Col>
        <DataTable.Col source="status" disableSort>
          <FunctionField<Row> render={(r) => translate(`${R}.status.${r.status}`)} />
        </DataTable.Col>
        <DataTable.Col source="audience" disableSort>
          <FunctionField<Row>
            render={(r) =>
              r.audience === 'role' && r.role
                ? translate(`vocabularies.roles.${r.role}`)
                : translate(`${R}.audience.${r.audience}`)
            }
          />
        </DataTable.Col>
        <DateCol source="startsAt" />
        <DateCol source="endsAt" />
        <DateCol source="updatedAt" />
      </DataTable>
    </List>
  );
};

export const AnnouncementCreate = () => (
  <Create transform={toAnnouncementBody} redirect="list">
    <AnnouncementForm />
  </Create>
);

/** Revise, or withdraw (the toolbar's delete: the stream keeps the announcement, the storefront stops showing it). */
export const AnnouncementEdit = () => (
  <Edit mutationMode="pessimistic" transform={toAnnouncementBody} redirect="list">
    <AnnouncementForm />
  </Edit>
);
