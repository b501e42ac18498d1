/** What a workbook may unpack to: far above any real import, far below what would hurt the server. */
export interface ZipBudget {
  readonly maxEntries: number;
  readonly maxUnpackedBytes: number;
}

/**
 * A workbook of an import unpacks to a few megabytes; anything past these is refused unread.
 * 5,000 rows of 20 columns are about 6 MB of sheet XML. Do not raise the 64 MiB: sheetjs-style's
 * own inflate (the one it uses for a part whose sizes come after its data, as in a streamed file)
 * zeroes bytes past the first 64 MiB of a part (seen 2026-12-01 on a 125 MB sheet: 6 bytes from
 * offset 67,108,864 read as 0, and "Bad CRC32 checksum" printed), so a larger part would be read
 * wrong without an error.
 */
export const defaultZipBudget: ZipBudget = { maxEntries: 200, maxUnpackedBytes: 64 * 1024 * 1024 };

const endOfDirectorySignature = 0x06054b50;
const directoryEntrySignature = 0x02014b50;
const localHeaderSignature = 0x04034b50;

/**
 * Whether a zip archive unpacks within `budget`. A small upload can unpack to gigabytes (a "zip
 * bomb"), and the spreadsheet library inflates every part before looking at it; so each part is
 * inflated here first with a hard output limit (sizes declared in the archive can lie). False for
 * anything that is not a well-formed zip: ZIP64, encrypted parts, methods other than stored and
 * deflate, or a directory that points outside the file.
 */
export function unpacksWithin(bytes: Uint8Array, budget: ZipBudget): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndOfDirectory(view);
  if (end === null) return false;
  const entries = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  if (entries > budget.maxEntries) return false;
  let remaining = budget.maxUnpackedBytes;
  try {
    for (let index = 0; index < entries; index++) {
      if (view.getUint32(offset, true) !== directoryEntrySignature) return false;
      const flags = view.getUint16(offset + 8, true);
      const method = view.getUint16(offset + 10, true);
      const compressedSize = view.getUint32(offset + 20, true);
      const declaredSize = view.getUint32(offset + 24, true);
      const nameLength = view.getUint16(offset + 28, true);
      const extraLength = view.getUint16(offset + 30, true);
      const commentLength = view.getUint16(offset + 32, true);
      const localOffset = view.getUint32(offset + 42, true);
      // Encrypted, or sizes kept in a ZIP64 record: no workbook this platform writes or reads.
      if (flags & 1 || compressedSize === 0xffffffff || declaredSize === 0xffffffff) return false;
      if (declaredSize > remaining) return false;
      const unpacked = unpackedSize(view, bytes, localOffset, method, compressedSize, remaining);
      if (unpacked === null) return false;
      remaining -= unpacked;
      offset += 46 + nameLength + extraLength + commentLength;
    }
  } catch {
    // A read past the end (RangeError) or an inflate past the limit or of broken data.
    return false;
  }
  return true;
}

/** The end-of-directory record, searched from the end (a comment of up to 64 KiB may follow it). */
function findEndOfDirectory(view: DataView): number | null {
  const last = view.byteLength - 22;
  for (let position = last; position >= Math.max(0, last - 0xffff); position--) {
    if (view.getUint32(position, true) === endOfDirectorySignature) return position;
  }
  return null;
}

function unpackedSize(
  view: DataView,
  bytes: Uint8Array,
  localOffset: number,
  method: number,
  compressedSize: number,
  limit: number,
): number | null {
  if (view.getUint32(localOffset, true) !== localHeaderSignature) return null;
  const start =
    localOffset + 30 + view.getUint16(localOffset + 26, true) + view.getUint16(localOffset + 28, true);
  if (start + compressedSize > bytes.byteLength) return null;
  const data = bytes.subarray(start, start + compressedSize);
  if (method === 0) return compressedSize <= limit ? compressedSize : null;
  if (method !== 8) return null;
  // Throws a RangeError once the output would pass the limit: nothing larger is ever held.
  // node:zlib is taken when a workbook is checked, not when the platform is composed (issue 29).
  const { inflateRawSync } = process.getBuiltinModule('node:zlib');
  return inflateRawSync(data, { maxOutputLength: Math.max(1, limit) }).byteLength;
}
