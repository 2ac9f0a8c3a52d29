import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n';
import { ErrorBoundary } from './error-boundary';

afterEach(cleanup);

let shouldThrow = true;
function Fragile() {
  if (shouldThrow) throw new Error('render crash');
  return <p>Recovered</p>;
}

describe('ErrorBoundary', () => {
  it('shows "Something went wrong" and renders the screen again on Try Again', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    shouldThrow = true;
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <ErrorBoundary>
          <Fragile />
        </ErrorBoundary>
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeTruthy();
    shouldThrow = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('Recovered')).toBeTruthy();
  });
});
