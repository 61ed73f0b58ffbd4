import { sniffImageType } from '@/domain/image-bytes';
import { readTiffOrientation } from '@/domain/image-bytes-exif';
import { refusalMessage } from '@/domain/image-messages';
import { exifTiff } from './image-fixtures';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('file type from the bytes', () => {
  it.each([
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0], 'image/png'],
    [[0xff, 0xd8, 0xff, 0xe0, 0, 16], 'image/jpeg'],
    [[...bytes('GIF89a'), 1, 0], 'gif'],
    [[...bytes('RIFF'), 0, 0, 0, 0, ...bytes('WEBPVP8 ')], 'webp'],
    [[0, 0, 0, 24, ...bytes('ftypheic'), 0], 'heic'],
    [[0, 0, 0, 24, ...bytes('ftypavif'), 0], 'avif'],
    [[...bytes('BM'), 0, 0], 'bmp'],
    [[0x49, 0x49, 0x2a, 0, 8, 0], 'tiff'],
    [[...bytes('%PDF-1.7')], 'pdf'],
    [[...bytes('\uFEFF<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>')], 'svg'],
    [[...bytes('  <svg viewBox="0 0 1 1"></svg>')], 'svg'],
    [[...bytes('Hola, esto es texto.')], 'text'],
    [[0, 1, 2, 3, 0xfe, 0x80], 'unknown'],
    [[], 'empty'],
  ])('%j is %s', (data, type) => {
    expect(sniffImageType(Uint8Array.from(data))).toBe(type);
  });
});

describe('EXIF orientation', () => {
  it('reads big-endian and little-endian TIFF', () => {
    expect(readTiffOrientation(exifTiff({ orientation: 6 }))).toBe(6);
    const little = Uint8Array.from([0x49, 0x49, 42, 0, 8, 0, 0, 0, 1, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0, 8, 0, 0, 0, 0, 0, 0, 0]);
    expect(readTiffOrientation(little)).toBe(8);
  });

  it('treats missing, out-of-range or malformed values as upright', () => {
    expect(readTiffOrientation(exifTiff({ gps: true }))).toBe(1);
    expect(readTiffOrientation(exifTiff({ orientation: 9 }))).toBe(1);
    expect(readTiffOrientation(Uint8Array.from([0x4d, 0x4d, 0, 42]))).toBe(1);
  });
});

describe('refusal messages', () => {
  it('say in Spanish what to do next', () => {
    expect(refusalMessage({ reason: 'type', type: 'gif' })).toBe('Ese archivo es un GIF. Subí una foto en formato JPG o PNG.');
    expect(refusalMessage({ reason: 'type', type: 'empty' })).toMatch(/^El archivo está vacío/);
    expect(refusalMessage({ reason: 'too-many-pixels', megapixels: 400 })).toBe(
      'La imagen es demasiado grande (400 megapíxeles). Usá una foto de hasta 100 megapíxeles.',
    );
  });
});
