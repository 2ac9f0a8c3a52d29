import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../../platform/errors/domain-errors.js';
import { parseImageReference, withUploadedImages, type UploadedImage } from './uploaded-images.js';

const UPLOAD: UploadedImage = {
  id: '0b7c4d2e-1f00-4a5b-9c3d-7e8f90a1b2c3',
  url: '/media/images/0b7c4d2e-1f00-4a5b-9c3d-7e8f90a1b2c3.webp',
  thumbnailUrl: '/media/images/0b7c4d2e-1f00-4a5b-9c3d-7e8f90a1b2c3-thumb.webp',
};
const findUploads = async (ids: string[]) => [UPLOAD].filter((u) => ids.includes(u.id));

describe('image fields accept only images uploaded through /api/images', () => {
  it('reads an upload from its id or its /media/images addresses', () => {
    expect(parseImageReference(UPLOAD.id)).toEqual({ id: UPLOAD.id, thumbnail: false });
    expect(parseImageReference(UPLOAD.url)).toEqual({ id: UPLOAD.id, thumbnail: false });
    expect(parseImageReference(UPLOAD.thumbnailUrl)).toEqual({ id: UPLOAD.id, thumbnail: true });
  });

  it.each(['/api/logout', '/media/images/../x.webp', '/media/other/x.webp', 'https://x.example/a.webp', '//x', ''])(
    'reads no upload in %j',
    (value) => {
      expect(parseImageReference(value)).toBeNull();
    },
  );

  it("stores the upload's own address and leaves absent and null fields alone", async () => {
    expect(
      await withUploadedImages({ logo: UPLOAD.id, coverImage: null }, ['logo', 'coverImage'], findUploads),
    ).toEqual({
      logo: UPLOAD.url,
      coverImage: null,
    });
    expect(await withUploadedImages({ about: 'x' } as { about: string; logo?: string }, ['logo'], findUploads)).toEqual(
      {
        about: 'x',
      },
    );
  });

  it('names every field that names no upload, in both languages', async () => {
    const refused = await withUploadedImages(
      { logo: '/api/logout', coverImage: '/media/images/gone.webp' },
      ['logo', 'coverImage'],
      findUploads,
    ).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    const details = (refused as DomainError).details;
    expect(details.map((d) => d.field)).toEqual(['logo', 'coverImage']);
    expect(details[0]).toMatchObject({ code: 'unknown_image', messageAr: expect.stringMatching(/صورة/) });
  });
});
