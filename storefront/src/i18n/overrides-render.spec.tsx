import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from './index';
import { applyOverrides } from './overrides';

afterEach(cleanup);

function Welcome() {
  const { t } = useTranslation();
  return <h1>{t('home.welcome', { name: 'Noura' })}</h1>;
}

describe('translation overrides arriving after the first paint', () => {
  it('show on the screen already painted, without waiting for another render', () => {
    const i18n = createI18n('en');
    render(
      <I18nextProvider i18n={i18n}>
        <Welcome />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Welcome back, Noura!');
    act(() => applyOverrides(i18n, { revision: 1, en: { 'home.welcome': 'Good to see you, {{name}}!' }, ar: {} }));
    expect(screen.getByRole('heading').textContent).toBe('Good to see you, Noura!');
  });
});
