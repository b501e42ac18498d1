import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A real PNG of `width` × `height`, as a phone or a drawing program would make it. */
export async function pngPicture(width = 320, height = 240): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: '#9b1c1c' } })
      .png()
      .toBuffer(),
  );
}

/** A real JPEG of noise: large enough that cutting it leaves a truncated scan, not a bare header. */
export async function jpegPicture(width = 320, height = 240): Promise<Uint8Array> {
  const pixels = Buffer.from(Array.from({ length: width * height * 3 }, (_, index) => (index * 7919) % 256));
  return new Uint8Array(
    await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg()
      .toBuffer(),
  );
}

/** The first half of a real JPEG: it starts right and ends mid-picture. */
export async function truncatedJpeg(): Promise<Uint8Array> {
  const jpeg = await jpegPicture();
  return jpeg.subarray(0, Math.floor(jpeg.byteLength / 2));
}

/**
 * A one-pixel PNG whose header claims `width` × `height`: a "decompression bomb" in miniature, a
 * few dozen bytes that would decode to `width` × `height` × 3 bytes.
 */
export async function pngClaiming(width: number, height: number): Promise<Uint8Array> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  // The IHDR chunk: length (8–11), type (12–15), width (16–19), height (20–23), …, its CRC (29–32).
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return new Uint8Array(png);
}

/** A smallest PDF: a file whose kind is known, but no picture. */
export const pdfBytes = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
