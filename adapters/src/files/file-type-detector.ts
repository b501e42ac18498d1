import type { FileTypeDetector } from '@coach/core';
import { fileTypeFromBuffer } from 'file-type';

/**
 * The file-type package reads the magic bytes (and for containers such as ZIP, a little of the
 * structure), so a program or an archive renamed `.pdf` is seen for what it is.
 */
export function createFileTypeDetector(): FileTypeDetector {
  return {
    async detect(bytes) {
      if (bytes.byteLength === 0) return null;
      const detected = await fileTypeFromBuffer(bytes);
      return detected ? { mime: detected.mime, extension: detected.ext } : null;
    },
  };
}
