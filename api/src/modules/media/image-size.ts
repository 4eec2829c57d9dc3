/** Width and height read from an image's first bytes, when its format makes that cheap. */
export interface ImageSize {
  width: number;
  height: number;
}

/** Enough of the file for every header below, JPEG's frame header included in most files. */
export const IMAGE_HEAD_BYTES = 64 * 1024;

export function readImageSize(head: Buffer, mime: string): ImageSize | undefined {
  try {
    if (mime === 'image/png')
      return { width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
    if (mime === 'image/gif') return { width: head.readUInt16LE(6), height: head.readUInt16LE(8) };
    if (mime === 'image/webp') return webpSize(head);
    if (mime === 'image/jpeg') return jpegSize(head);
  } catch {
    // A header cut short: the size stays unknown, which is allowed.
  }
  return undefined;
}

function webpSize(head: Buffer): ImageSize | undefined {
  const chunk = head.toString('latin1', 12, 16);
  if (chunk === 'VP8X') {
    return { width: head.readUIntLE(24, 3) + 1, height: head.readUIntLE(27, 3) + 1 };
  }
  if (chunk === 'VP8 ') {
    return { width: head.readUInt16LE(26) & 0x3fff, height: head.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    const bits = head.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return undefined;
}

/** Walks the JPEG segments to the first start-of-frame marker, which holds the size. */
function jpegSize(head: Buffer): ImageSize | undefined {
  let offset = 2;
  while (offset + 9 < head.length) {
    if (head[offset] !== 0xff) return undefined;
    const marker = head[offset + 1] ?? 0;
    const isStartOfFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isStartOfFrame) {
      return { height: head.readUInt16BE(offset + 5), width: head.readUInt16BE(offset + 7) };
    }
    offset += 2 + head.readUInt16BE(offset + 2);
  }
  return undefined;
}
