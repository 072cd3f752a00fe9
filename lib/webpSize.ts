/**
 * The pixel size a WebP file declares in its first chunk (lossy VP8, lossless VP8L or extended VP8X),
 * or null when the bytes are no WebP: the gallery's <img> gets its real width and height, so the page
 * never shifts as pictures arrive.
 */
export function webpSize(bytes: Uint8Array): { width: number; height: number } | null {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.length < 30 || view.toString('ascii', 0, 4) !== 'RIFF' || view.toString('ascii', 8, 12) !== 'WEBP') return null;
  const chunk = view.toString('ascii', 12, 16);
  if (chunk === 'VP8X') return { width: 1 + view.readUIntLE(24, 3), height: 1 + view.readUIntLE(27, 3) };
  if (chunk === 'VP8 ') return { width: view.readUInt16LE(26) & 0x3fff, height: view.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L' && view[20] === 0x2f) {
    const bits = view.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  return null;
}
