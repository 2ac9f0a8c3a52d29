// Test helpers for the kit's component specs (not part of the app's bundle: only *.spec.tsx import it).
import { type RenderResult, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  AdminContext,
  type AuthProvider,
  type DataProvider,
  type GetManyReferenceParams,
  ListContextProvider,
  type ListControllerResult,
  memoryStore,
  Notification,
  RecordContextProvider,
  ResourceContextProvider,
} from 'react-admin';
import { createI18nProvider } from '../i18n/i18nProvider';
import { type AppLocale, setLocale } from '../i18n/localeStore';
import { canAccess } from '../permissions';
import type { UserRecord } from '../types';
import { vi } from 'vitest';

export interface Viewer {
  roles: string[];
  id?: string;
  locale?: AppLocale;
}

/** An auth provider for a signed-in staff member with these roles (the app's own permission matrix). */
export const fakeAuth = ({ roles, id = 'me' }: Viewer): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id, fullName: 'Staff member' }),
  getPermissions: async () => roles,
  canAccess: async ({ resource, action }) => canAccess(roles, resource, action),
});

/** A data provider that answers nothing unless a test gives it answers. */
export const fakeData = (overrides: Partial<DataProvider> = {}): DataProvider =>
  ({
    getList: async () => ({ data: [], total: 0 }),
    getOne: async () => ({ data: { id: 'x' } }),
    getMany: async () => ({ data: [] }),
    getManyReference: async () => ({ data: [], total: 0 }),
    create: async () => ({ data: { id: 'x' } }),
    update: async () => ({ data: { id: 'x' } }),
    updateMany: async () => ({ data: [] }),
    delete: async () => ({ data: { id: 'x' } }),
    deleteMany: async () => ({ data: [] }),
    ...overrides,
  }) as DataProvider;

/** The providers a kit component needs, the notifications included (so tests read what the user reads). */
export const renderInAdmin = (
  ui: ReactNode,
  viewer: Viewer,
  { resource, record, dataProvider }: { resource?: string; record?: object; dataProvider?: DataProvider } = {},
): RenderResult => {
  const locale = viewer.locale ?? 'en';
  setLocale(locale);
  let content = ui;
  if (record) content = <RecordContextProvider value={record}>{content}</RecordContextProvider>;
  if (resource) content = <ResourceContextProvider value={resource}>{content}</ResourceContextProvider>;
  return render(
    <AdminContext
      authProvider={fakeAuth(viewer)}
      dataProvider={dataProvider ?? fakeData()}
      i18nProvider={createI18nProvider(locale)}
      // Each render its own store: react-admin's default keeps a list's filters and sort in localStorage, where
      // one test's would become the next one's.
      store={memoryStore()}
    >
      {content}
      <Notification />
    </AdminContext>,
  );
};

/** A record's related list as the data provider answers it (`getManyReference`), recording what was asked. */
export const answering = (data: unknown[]) =>
  vi.fn(async (_resource: string, _params: GetManyReferenceParams) => ({ data, total: data.length }));

/** A section of a record's page (a workshop's waiting list, codes, registrations) read by an auditor. */
export const renderSection = (
  ui: ReactNode,
  getManyReference: ReturnType<typeof answering>,
  { resource, record, locale = 'en' }: { resource: string; record: object; locale?: 'en' | 'ar' },
) =>
  renderInAdmin(
    ui,
    { roles: ['auditor'], locale },
    { resource, record, dataProvider: fakeData({ getManyReference } as never) },
  );

/** A list context with a selection, for bulk commands. */
export const Selection = ({
  ids,
  onUnselectItems = () => undefined,
  children,
}: {
  ids: string[];
  onUnselectItems?: () => void;
  children: ReactNode;
}) => (
  <ListContextProvider value={{ selectedIds: ids, onUnselectItems } as unknown as ListControllerResult}>
    {children}
  </ListContextProvider>
);

/** A collector's account, the user commands' specs' record. */
export const member: UserRecord = {
  id: 'u1',
  firstName: 'Sara',
  lastName: 'Ali',
  email: 'sara@example.com',
  roles: ['collector'],
  status: 'active',
};

/** Answers every API call with `status` and `body`, and records what was sent (undo with vi.unstubAllGlobals). */
export const stubFetch = (status = 200, body: unknown = {}) => {
  const calls: { url: string; method?: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url: String(url), method: init.method, body: JSON.parse(String(init.body ?? 'null')) });
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
};
