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
   * Throws DomainError `imageUnreadable` when the bytes do not decode as a picture (truncated or
   * corrupt), and `imageTooLarge` when their header claims more pixels than the server decodes.
   */
  squareThumbnail(bytes: Uint8Array, size: number): Promise<ProcessedImage>;
  /**
   * The same picture, in the same kind (`contentType`: PNG or JPEG) and size, encoded anew without
   * any metadata (EXIF with the GPS position, camera, XMP, comments) and turned upright as its
   * camera recorded it. Throws DomainError `imageUnreadable` when the bytes do not decode, and
   * `imageTooLarge` when their header claims more pixels than the server decodes.
   */
  withoutMetadata(bytes: Uint8Array, contentType: 'image/png' | 'image/jpeg'): Promise<ProcessedImage>;
}
