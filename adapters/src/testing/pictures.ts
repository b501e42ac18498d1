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

/** A smallest PDF: a file whose kind is known, but no picture. */
export const pdfBytes = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
