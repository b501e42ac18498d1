import type { ImageProcessor } from '@coach/core';
import { DomainError } from '@coach/core/errors/domain-error';
import sharp from 'sharp';

/**
 * The most pixels an uploaded picture may have: 50 million. A 48-megapixel phone photo and an A4
 * page scanned at 600 dpi (35 million) pass; decoding one of them takes up to 200 MB (four bytes a
 * pixel), which this server can afford for an upload at a time. Past it, a small file can decode to
 * an enormous canvas (a "decompression bomb": a 20,000 × 20,000 PNG of a few kilobytes needs
 * 1.6 GB), so it is refused by its header before anything is decoded.
 */
const defaultMaxInputPixels = 50_000_000;

/**
 * Refuses a picture whose header claims more than `limit` pixels (`imageTooLarge`, with its size
 * and the limit), and bytes whose header does not read at all (`imageUnreadable`). Only the header
 * is read here; the decoding itself is bounded again by sharp's `limitInputPixels`.
 */
async function assertWithinPixels(bytes: Uint8Array, limit: number): Promise<void> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    throw new DomainError('imageUnreadable');
  }
  if (width !== undefined && height !== undefined && width * height > limit) {
    throw new DomainError('imageTooLarge', { width, height, maxMegapixels: Math.floor(limit / 1_000_000) });
  }
}

/**
 * Pictures resized with sharp (libvips). sharp keeps no metadata unless asked to, so EXIF (camera,
 * GPS position), XMP and ICC profiles are all left out; `autoOrient` first applies the EXIF
 * orientation, so a phone photo stands upright without it. A picture with too many pixels answers
 * `imageTooLarge`; any other decoding failure (truncated or corrupt data) `imageUnreadable`, never
 * a server error.
 */
export function createSharpImageProcessor({ maxInputPixels = defaultMaxInputPixels } = {}): ImageProcessor {
  return {
    async squareThumbnail(bytes, size) {
      await assertWithinPixels(bytes, maxInputPixels);
      try {
        const output = await sharp(bytes, {
          autoOrient: true,
          failOn: 'warning',
          limitInputPixels: maxInputPixels,
          // Only the first frame of an animated WebP.
          pages: 1,
        })
          .resize(size, size, { fit: 'cover', position: 'centre' })
          // sRGB, so the colours look the same in every browser once the profile is gone.
          .toColourspace('srgb')
          .webp({ quality: 82, effort: 4 })
          .toBuffer();
        return { contentType: 'image/webp', bytes: new Uint8Array(output) };
      } catch {
        throw new DomainError('imageUnreadable');
      }
    },

    async withoutMetadata(bytes, contentType) {
      await assertWithinPixels(bytes, maxInputPixels);
      try {
        const image = sharp(bytes, { failOn: 'warning', limitInputPixels: maxInputPixels, pages: 1 })
          // Upright as the camera recorded it, since the EXIF orientation goes with the rest.
          .rotate();
        // A document must stay legible: JPEG at a high quality with full colour detail, PNG lossless.
        const output = await (contentType === 'image/jpeg'
          ? image.jpeg({ quality: 92, chromaSubsampling: '4:4:4', mozjpeg: true })
          : image.png({ compressionLevel: 9 })
        ).toBuffer();
        return { contentType, bytes: new Uint8Array(output) };
      } catch {
        throw new DomainError('imageUnreadable');
      }
    },
  };
}
