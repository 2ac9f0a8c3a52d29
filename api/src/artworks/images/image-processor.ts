/**
 * Checks an uploaded image by its bytes (never the declared type or name) and re-encodes it: a display
 * size and a thumbnail, both WebP. Re-encoding drops every metadata block (EXIF, GPS, XMP, ICC comments):
 * sharp writes none unless asked. EXIF orientation is applied first so the picture stays upright.
 */
import sharp from 'sharp';
import { validationError } from '../../platform/errors/domain-errors.js';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_PIXELS = 40_000_000;
export const DISPLAY_SIZE = 1600;
export const THUMBNAIL_SIZE = 480;

export type ImageFormat = 'jpeg' | 'png' | 'webp';

export interface Rendition {
  data: Buffer;
  width: number;
  height: number;
}

export interface ProcessedImage {
  format: ImageFormat;
  display: Rendition;
  thumbnail: Rendition;
}

const fileProblem = (code: string, message: string, messageAr: string) =>
  validationError([{ field: 'file', code, message, messageAr }]);

export const tooLarge = () =>
  fileProblem('file_too_large', 'File size must be under 10 MB.', 'يجب أن يكون حجم الملف أقل من 10 ميغابايت.');
const wrongType = () =>
  fileProblem(
    'invalid_file_type',
    'Invalid file type: choose a JPEG, PNG or WebP image.',
    'نوع ملف غير صالح: اختر صورة JPEG أو PNG أو WebP.',
  );

/** The format the first bytes announce: JPEG (FF D8 FF), PNG (its 8-byte signature), WebP (RIFF....WEBP). */
export function sniffFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return null;
}

export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length === 0) throw fileProblem('required', 'Select an image.', 'اختر صورة.');
  if (bytes.length > MAX_UPLOAD_BYTES) throw tooLarge();
  const format = sniffFormat(bytes);
  if (!format) throw wrongType();
  let width: number | undefined;
  let height: number | undefined;
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (meta.format !== format) throw new Error(`bytes say ${format}, decoder says ${meta.format}`);
    ({ width, height } = meta);
  } catch {
    throw wrongType();
  }
  if (!width || !height) throw wrongType();
  if (width * height > MAX_PIXELS) {
    throw fileProblem(
      'too_many_pixels',
      'The image is too large: at most 40 megapixels.',
      'الصورة كبيرة جدًا: 40 ميغابكسل على الأكثر.',
    );
  }
  try {
    const [display, thumbnail] = await Promise.all([
      render(bytes, DISPLAY_SIZE, 82),
      render(bytes, THUMBNAIL_SIZE, 75),
    ]);
    return { format, display, thumbnail };
  } catch {
    // Truncated or corrupt data past the header: the decoder fails while rendering.
    throw wrongType();
  }
}

async function render(bytes: Buffer, size: number, quality: number): Promise<Rendition> {
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
    .webp({ quality })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
