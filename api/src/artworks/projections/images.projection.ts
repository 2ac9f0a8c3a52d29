/** The `images` read model: uploaded images by id, so forms naming an image id get its urls and size. */
import type { Projection } from '../../platform/projections/projection.js';
import { IMAGE_EVENT_TYPES, type ImageUploaded, pickRef } from '../domain/image.decider.js';
import { IMAGES, type ImageDoc } from './artwork-document.js';

export const imagesProjection: Projection<ImageUploaded> = {
  name: 'images',
  version: 1,
  eventTypes: IMAGE_EVENT_TYPES,
  collections: { [IMAGES]: { indexes: [{ fields: ['uploadedBy'] }] } },
  async apply(event, ctx) {
    const { data } = event;
    await ctx
      .collection<ImageDoc>(IMAGES)
      .upsert({ ...pickRef(data), uploadedBy: data.uploadedBy, bytes: data.bytes, uploadedAt: data.at });
  },
};
