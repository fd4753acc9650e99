/** A WebP file's pixel size, read from its header: lossy (VP8), lossless (VP8L) or extended (VP8X). */
export function webpSize(bytes: Uint8Array): { width: number; height: number } {
  const text = (at: number, n: number) => String.fromCharCode(...bytes.subarray(at, at + n));
  const u24 = (at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8) | ((bytes[at + 2] ?? 0) << 16);
  if (bytes.length < 30 || text(0, 4) !== 'RIFF' || text(8, 4) !== 'WEBP') throw new Error('not a WebP file');
  const chunk = text(12, 4);
  if (chunk === 'VP8 ') return { width: u24(26) & 0x3fff, height: u24(28) & 0x3fff };
  if (chunk === 'VP8X') return { width: u24(24) + 1, height: u24(27) + 1 };
  if (chunk === 'VP8L') {
    // After the signature byte, 14 bits of width - 1 then 14 bits of height - 1, least significant first.
    const bits = (u24(21) | ((bytes[24] ?? 0) << 24)) >>> 0;
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  throw new Error(`not a WebP image chunk: "${chunk}"`);
}
