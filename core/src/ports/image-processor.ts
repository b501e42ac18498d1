/** A picture ready to be stored and served. */
export interface ProcessedImage {
  readonly contentType: string;
  readonly bytes: Uint8Array;
}

/**
 * Turns an uploaded picture into the one form the application serves. The caller has already
 * checked the kind of file from its content; this decodes it for real.
 */
export interface ImageProcessor {
  /**
   * A square `size` × `size` picture cut from the middle of `bytes`: turned upright as its camera
   * recorded it, with every piece of metadata (EXIF, GPS position, camera) left out.
   * Throws DomainError `imageUnreadable` when the bytes do not decode as a picture (truncated,
   * corrupt, or far too many pixels).
   */
  squareThumbnail(bytes: Uint8Array, size: number): Promise<ProcessedImage>;
}
