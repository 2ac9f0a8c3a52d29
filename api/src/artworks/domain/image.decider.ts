/**
 * An uploaded image, stream `image-<id>`: one event records the stored files and who uploaded them, so an
 * artwork (or any form) naming the image id can be checked and given its urls and size.
 */
import type { Decider, DomainEvent } from '../../platform/commands/decider.js';
import { illegalState } from '../../platform/errors/domain-errors.js';
import type { ImageRef } from './artwork.events.js';
import { eventTypesOf } from '../../platform/commands/event-catalog.js';

export type ImageUploaded = DomainEvent<'ImageUploaded', ImageRef & { uploadedBy: string; bytes: number; at: string }>;
export type ImageEvent = ImageUploaded;
export const IMAGE_EVENT_TYPES = eventTypesOf<ImageEvent>()(['ImageUploaded']);

export type UploadImage = { type: 'UploadImage'; image: ImageRef; uploadedBy: string; bytes: number; at: string };
export type ImageState = { status: 'none' } | { status: 'uploaded'; image: ImageRef; uploadedBy: string };

export const imageDecider: Decider<ImageState, UploadImage, ImageEvent> = {
  category: 'image',
  initialState: () => ({ status: 'none' }),
  evolve: (_state, event) => ({ status: 'uploaded', image: pickRef(event.data), uploadedBy: event.data.uploadedBy }),
  decide(command, state) {
    if (state.status === 'uploaded')
      throw illegalState('image_exists', 'This image was already uploaded.', 'تم رفع هذه الصورة من قبل.');
    return [
      {
        type: 'ImageUploaded',
        data: { ...command.image, uploadedBy: command.uploadedBy, bytes: command.bytes, at: command.at },
      },
    ];
  },
};

export function pickRef(data: ImageRef): ImageRef {
  return { id: data.id, url: data.url, thumbnailUrl: data.thumbnailUrl, width: data.width, height: data.height };
}
