/**
 * @jest-environment node
 */
import sharp from 'sharp';
import { webpSize } from '@/lib/content/webp-size';

const picture = (width: number, height: number, alpha: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 30, g: 80, b: 140, alpha } } });

describe('webpSize', () => {
  it('reads a lossy picture', async () => {
    expect(webpSize(await picture(720, 1234, 1).webp({ quality: 80 }).toBuffer())).toEqual({ width: 720, height: 1234 });
  });

  it('reads a lossless picture', async () => {
    expect(webpSize(await picture(333, 4097, 1).webp({ lossless: true }).toBuffer())).toEqual({ width: 333, height: 4097 });
  });

  it('reads an extended picture (one with transparency)', async () => {
    expect(webpSize(await picture(17, 9, 0.5).webp({ quality: 80 }).toBuffer())).toEqual({ width: 17, height: 9 });
  });

  it('refuses a file that is not WebP', async () => {
    expect(() => webpSize(new Uint8Array(0))).toThrow('not a WebP file');
    expect(() => webpSize(Buffer.from(new Uint8Array(64)))).toThrow('not a WebP file');
    const png = await picture(4, 4, 1).png().toBuffer();
    expect(() => webpSize(png)).toThrow('not a WebP file');
    const unknown = Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBPVP9 '), Buffer.alloc(24)]);
    expect(() => webpSize(unknown)).toThrow('not a WebP image chunk: "VP9 "');
  });
});
