import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { sortableList } from '../../../common/sorting';
import { renderWithApp } from '../../../tests/support/render-page';
import { useListSort } from '../lib/use-list-sort';
import { DataTable, type DataColumn } from './DataTable';

const PEOPLE_SORT = sortableList(['JOINED', 'NAME'], { field: 'JOINED', direction: 'DESC' });
type Person = { id: string; name: string; joined: string };
const PEOPLE: Person[] = [
  { id: '1', name: 'Asha', joined: '2026-01-02' },
  { id: '2', name: 'Ravi', joined: '2026-01-01' },
];
const COLUMNS: DataColumn<Person, 'JOINED' | 'NAME'>[] = [
  { header: 'Name', sortKey: 'NAME', cell: (person) => person.name },
  { header: 'Joined', sortKey: 'JOINED', cell: (person) => person.joined },
  { header: 'Notes', cell: () => '-' },
];

/** A sortable table as the screens use it, with the address shown as the browser's bar would. */
function People() {
  const sorting = useListSort(PEOPLE_SORT);
  const location = useLocation();
  return (
    <>
      <DataTable columns={COLUMNS} rows={PEOPLE} rowKey={(person) => person.id} sorting={sorting} />
      <output aria-label="Address">{location.search}</output>
    </>
  );
}

const header = (name: string) => screen.getByRole('columnheader', { name });
const address = () => screen.getByRole('status', { name: 'Address' }).textContent;

describe('DataTable sorting', () => {
  it('marks the sorted column with aria-sort and toggles it from its header button', async () => {
    renderWithApp(<People />, { path: '/people' });
    // The default order (newest first) is told without an address of its own.
    expect(header('Joined').getAttribute('aria-sort')).toBe('descending');
    expect(header('Name').hasAttribute('aria-sort')).toBe(false);
    expect(address()).toBe('');
    expect(within(header('Notes')).queryByRole('button')).toBeNull();

    await userEvent.click(within(header('Name')).getByRole('button', { name: 'Name' }));
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Joined').hasAttribute('aria-sort')).toBe(false);
    expect(address()).toBe('?sort=NAME&direction=ASC');

    await userEvent.click(within(header('Name')).getByRole('button', { name: 'Name' }));
    expect(header('Name').getAttribute('aria-sort')).toBe('descending');
    expect(address()).toBe('?sort=NAME&direction=DESC');

    // The default field starts the default way round, which leaves the address clean again.
    await userEvent.click(within(header('Joined')).getByRole('button', { name: 'Joined' }));
    expect(header('Joined').getAttribute('aria-sort')).toBe('descending');
    expect(address()).toBe('');
  });

  it('reads the order from the address (a shared or reloaded link)', () => {
    renderWithApp(<People />, { path: '/people?sort=NAME&direction=DESC' });
    expect(header('Name').getAttribute('aria-sort')).toBe('descending');
  });

  it('falls back to the default order for an unknown field', () => {
    renderWithApp(<People />, { path: '/people?sort=PASSWORD&direction=ASC' });
    expect(header('Joined').getAttribute('aria-sort')).toBe('descending');
    expect(header('Name').hasAttribute('aria-sort')).toBe(false);
  });
});
