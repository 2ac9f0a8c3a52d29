import { describe, it } from '@jest/globals';
import { specFor } from '../../platform/commands/testing/decider-spec.js';
import { imageDecider, type ImageUploaded, type UploadImage } from './image.decider.js';
import { SAMPLE_IMAGE as image } from './testing/image-samples.js';

const upload: UploadImage = {
  type: 'UploadImage',
  image,
  uploadedBy: 'artist-1',
  bytes: 52_000,
  at: '2026-03-01T10:00:00.000Z',
};
const uploaded: ImageUploaded = {
  type: 'ImageUploaded',
  data: { ...image, uploadedBy: 'artist-1', bytes: 52_000, at: '2026-03-01T10:00:00.000Z' },
};

const given = specFor(imageDecider);

describe('image decider', () => {
  it('records an upload with its files, size and uploader', () => {
    given([]).when(upload).then([uploaded]);
  });

  it('refuses a second upload under the same id (an id names one set of files forever)', () => {
    given([uploaded])
      .when({ ...upload, uploadedBy: 'someone-else' })
      .thenError('image_exists');
  });
});
