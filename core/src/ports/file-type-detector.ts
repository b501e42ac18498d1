/** The kind of a file as its content (magic bytes) shows it. */
export interface DetectedFileType {
  /** The media type, e.g. `application/pdf`, `image/png`. */
  readonly mime: string;
  /** The usual extension, without the dot, e.g. `pdf`. */
  readonly extension: string;
}

/**
 * Tells what a file is from its bytes, never from its name or the type a browser claims: a renamed
 * program or archive is recognised for what it is.
 */
export interface FileTypeDetector {
  /** Null when the content matches no known kind (plain text, random bytes, an empty file). */
  detect(bytes: Uint8Array): Promise<DetectedFileType | null>;
}
