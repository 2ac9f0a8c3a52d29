// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { DataTable } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { featurableSet } from './featureCommands';
import { LocalizedField } from './fields';
import { CommandList, ShowActions } from './screens';
import { fakeData, renderInAdmin } from './testing';

afterEach(cleanup);

const artists = [
  { id: 'a1', name: 'Noura', nameAr: 'نورة', featured: false },
  { id: 'a2', name: 'Faisal', nameAr: 'فيصل', featured: true },
];
const dataProvider = fakeData({
  getList: async () => ({ data: artists, total: artists.length }) as never,
});

const ArtistTable = () => (
  <CommandList set={featurableSet('artists')} filters={[]} sort={{ field: 'name', order: 'ASC' }} rowMenu>
    <DataTable.Col source="name">
      <LocalizedField source="name" />
    </DataTable.Col>
  </CommandList>
);

describe('the shared list', () => {
  it('gives a moderator a selection and a row menu that offers what each record’s state allows', async () => {
    renderInAdmin(<ArtistTable />, { roles: ['moderator'] }, { resource: 'artists', dataProvider });
    await screen.findByText('Noura');
    expect(screen.getAllByRole('checkbox').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Actions for Noura' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Actions for Faisal' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toBeTruthy();
  });

  it('names rows in the interface language', async () => {
    renderInAdmin(<ArtistTable />, { roles: ['admin'], locale: 'ar' }, { resource: 'artists', dataProvider });
    await screen.findByText('نورة');
    expect(screen.getByRole('button', { name: 'إجراءات نورة' })).toBeTruthy();
  });

  it('gives an auditor neither checkboxes nor row menus', async () => {
    renderInAdmin(<ArtistTable />, { roles: ['auditor'] }, { resource: 'artists', dataProvider });
    await screen.findByText('Noura');
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    expect(screen.queryByRole('button', { name: /Actions for/ })).toBeNull();
  });
});

describe('the shared show toolbar', () => {
  it('offers the command the record’s state allows, its public page and its audit trail', async () => {
    renderInAdmin(
      <ShowActions set={featurableSet('artists')} storefront={(record: { id: string }) => `/artists/${record.id}`} />,
      { roles: ['moderator'] },
      { resource: 'artists', record: artists[1] },
    );
    // The toolbar's buttons: back to the list first (MUI's toolbar carries no toolbar role).
    await screen.findByRole('link', { name: 'List' });
    await screen.findByRole('button', { name: 'Unfeature' });
    expect(screen.queryByRole('button', { name: 'Feature' })).toBeNull();
    expect(screen.getByRole('link', { name: 'View in the marketplace' }).getAttribute('href')).toBe('/artists/a2');
    expect(screen.getByRole('link', { name: 'Open audit trail' }).getAttribute('href')).toContain(
      encodeURIComponent('artist-a2'),
    );
  });

  it('offers an auditor no command, only the way to read more', async () => {
    renderInAdmin(
      <ShowActions set={featurableSet('artists')} />,
      { roles: ['auditor'] },
      {
        resource: 'artists',
        record: artists[0],
      },
    );
    // The toolbar's buttons: back to the list first (MUI's toolbar carries no toolbar role).
    await screen.findByRole('link', { name: 'List' });
    await screen.findByRole('link', { name: 'Open audit trail' });
    expect(screen.queryByRole('button', { name: 'Feature' })).toBeNull();
  });
});
