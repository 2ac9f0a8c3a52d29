// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { SimpleShowLayout } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInAdmin } from '../kit/testing';
import { ARTIST_SCREEN } from './artistScreen';

afterEach(cleanup);

const artist = {
  id: 'a1',
  name: 'Lulwa Al-Harbi',
  nationality: 'Saudi Arabia',
  nationalityAr: 'السعودية',
  biography: 'Painter.',
  biographyAr: 'رسامة.',
  style: 'contemporary',
  medium: 'a medium of her own',
  birthYear: 1984,
};
const renderFields = (locale: 'en' | 'ar') =>
  renderInAdmin(
    <SimpleShowLayout>{ARTIST_SCREEN.fields}</SimpleShowLayout>,
    { roles: ['auditor'], locale },
    { resource: 'artists', record: artist },
  );

describe('an artist’s fields in the back-office', () => {
  it('names nationality, style and medium from the storefront’s vocabularies in Arabic, not by their stored keys', () => {
    renderFields('ar');
    expect(screen.getByText('السعودية')).toBeTruthy();
    expect(screen.getByText('معاصر')).toBeTruthy();
    // A value outside the vocabulary (the forms allow free text) stands as it was written.
    expect(screen.getByText('a medium of her own')).toBeTruthy();
    expect(screen.queryByText('contemporary')).toBeNull();
    expect(screen.queryByText('Saudi Arabia')).toBeNull();
  });

  it('and in English', () => {
    renderFields('en');
    expect(screen.getByText('Contemporary')).toBeTruthy();
    expect(screen.getByText('Saudi Arabia')).toBeTruthy();
  });
});
