/**
 * Image fields of artist and gallery profiles and of collections take only images uploaded through
 * `POST /api/images`: the image's id or one of its `/media/images/…` addresses. Never another path of the app
 * (an `<img>` pointed at an API route makes every visitor's browser call it) nor another site. The field is
 * stored as the upload's own address. Uploads are the artworks context's `images` read model, read by name.
 */
import { validationError, type FieldProblem } from '../../platform/errors/domain-errors.js';
import type { Doc } from '../../platform/read-store/read-store.port.js';

export const UPLOADED_IMAGES = 'images';

export type UploadedImage = Doc & { url: string; thumbnailUrl: string };

const IMAGE_ID = /^[A-Za-z0-9_-]{1,64}$/;
const MEDIA_PATH = /^\/media\/images\/([A-Za-z0-9_-]{1,64}?)(-thumb)?\.webp$/;

/** The upload a value names, and whether it names the thumbnail; null when it names no upload at all. */
export function parseImageReference(value: string): { id: string; thumbnail: boolean } | null {
  if (IMAGE_ID.test(value)) return { id: value, thumbnail: false };
  const media = MEDIA_PATH.exec(value);
  return media ? { id: media[1]!, thumbnail: media[2] !== undefined } : null;
}

/**
 * `fields` with each named image field replaced by its upload's address; a 400 naming every field that names no
 * upload. Absent fields and null (clearing the image) pass unchanged.
 */
export async function withUploadedImages<T extends object>(
  fields: T,
  names: readonly (keyof T & string)[],
  findUploads: (ids: string[]) => Promise<UploadedImage[]>,
): Promise<T> {
  const wanted = names.flatMap((name) => {
    const value = fields[name];
    if (typeof value !== 'string') return [];
    return [{ name, value, reference: parseImageReference(value) }];
  });
  if (wanted.length === 0) return fields;
  const ids = [...new Set(wanted.flatMap((w) => (w.reference ? [w.reference.id] : [])))];
  const found = new Map((ids.length ? await findUploads(ids) : []).map((image) => [image.id, image]));
  const problems: FieldProblem[] = [];
  const resolved: Record<string, string> = {};
  for (const { name, reference } of wanted) {
    const image = reference && found.get(reference.id);
    if (!image) problems.push(notAnUpload(name));
    else resolved[name] = reference.thumbnail ? image.thumbnailUrl : image.url;
  }
  if (problems.length > 0) throw validationError(problems);
  return { ...fields, ...resolved };
}

const notAnUpload = (field: string): FieldProblem => ({
  field,
  code: 'unknown_image',
  message: 'Choose an image uploaded to the marketplace: its id or its /media/images/… address.',
  messageAr: 'اختر صورة مرفوعة إلى المنصة: معرّفها أو عنوانها ‎/media/images/…‎.',
});
