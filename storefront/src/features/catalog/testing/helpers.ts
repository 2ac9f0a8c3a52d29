import { fireEvent, screen, within } from '@testing-library/react';
import type { Mock } from 'vitest';

export const heading = (name?: string | RegExp) =>
  screen.findByRole('heading', { level: 1, ...(name ? { name } : {}) }, { timeout: 15_000 });

/** Query parameters of every GET the page made to `path`. */
export function callsTo(fetchMock: Mock, path: string): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([input, init]) => ({
      url: new URL(String(input), 'http://localhost'),
      method: (init as RequestInit | undefined)?.method ?? 'GET',
    }))
    .filter(({ url, method }) => url.pathname === path && method === 'GET')
    .map(({ url }) => url.searchParams);
}

/** Bodies of the writes the page sent to `path` with `method`. */
export function writesTo(fetchMock: Mock, method: string, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(
      ([input, init]) =>
        (init as RequestInit | undefined)?.method === method &&
        new URL(String(input), 'http://localhost').pathname === path,
    )
    .map(([, init]) => {
      const body = (init as RequestInit).body;
      return body ? JSON.parse(String(body)) : undefined;
    });
}

/** Opens an MUI select by its label and picks an option whose text starts with `option`. */
export async function choose(label: string | RegExp, option: string | RegExp) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const listbox = await screen.findByRole('listbox');
  const match = within(listbox)
    .getAllByRole('option')
    .find((o) => (typeof option === 'string' ? o.textContent?.startsWith(option) : option.test(o.textContent ?? '')));
  if (!match) throw new Error(`no option ${String(option)}`);
  fireEvent.click(match);
}
