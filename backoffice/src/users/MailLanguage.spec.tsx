// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { member, renderInAdmin } from '../kit/testing';
import { ChoiceField } from './UserFields';

afterEach(cleanup);

const field = <ChoiceField source="language" group="language" unset="unset" />;

describe('the language for e-mails on the user show page', () => {
  it('names the chosen language in English and in Arabic', async () => {
    renderInAdmin(field, { roles: ['moderator'] }, { record: { ...member, language: 'ar' } });
    expect(await screen.findByText('Arabic')).toBeTruthy();
    cleanup();
    renderInAdmin(field, { roles: ['moderator'], locale: 'ar' }, { record: { ...member, language: 'en' } });
    expect(await screen.findByText('الإنجليزية')).toBeTruthy();
  });

  it('says English applies until the person chooses', async () => {
    renderInAdmin(field, { roles: ['moderator'] }, { record: member });
    expect(await screen.findByText('English (not chosen)')).toBeTruthy();
    cleanup();
    renderInAdmin(field, { roles: ['moderator'], locale: 'ar' }, { record: member });
    expect(await screen.findByText('الإنجليزية (لم يختر بعد)')).toBeTruthy();
  });
});
