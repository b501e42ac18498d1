import { describe, expect, it } from 'vitest';
import { utf8Bytes } from './utf8.ts';

describe('utf8Bytes', () => {
  it('encodes one to four bytes per code point', () => {
    expect([...utf8Bytes('aşİ€😀')]).toEqual([
      0x61, 0xc5, 0x9f, 0xc4, 0xb0, 0xe2, 0x82, 0xac, 0xf0, 0x9f, 0x98, 0x80,
    ]);
  });
});
