import { DomainError, type ImageProcessor } from '@coach/core';
import sharp from 'sharp';

/**
 * The most pixels a picture may have: a 48-megapixel phone photo passes, while a small file that
 * decodes to an enormous canvas (a "decompression bomb") is refused before it is decoded.
 */
const defaultMaxInputPixels = 50_000_000;

/**
 * Pictures resized with sharp (libvips). sharp keeps no metadata unless asked to, so EXIF (camera,
 * GPS position), XMP and ICC profiles are all left out; `autoOrient` first applies the EXIF
 * orientation, so a phone photo stands upright without it. Any decoding failure (truncated or
 * corrupt data, too many pixels) answers `imageUnreadable`, never a server error.
 */
export function createSharpImageProcessor({ maxInputPixels = defaultMaxInputPixels } = {}): ImageProcessor {
  return {
    async squareThumbnail(bytes, size) {
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
      } catch (error) {
        if (error instanceof DomainError) throw error;
        throw new DomainError('imageUnreadable');
      }
    },
  };
}
