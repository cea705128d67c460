import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sniffFile } from './file-sniffing';

const picture = () => sharp({ create: { width: 24, height: 16, channels: 3, background: '#e76f51' } });

/** An ISO-BMFF file's opening `ftyp` box, followed by the start of an `mdat` box. */
function ftyp(major: string, ...compatible: string[]) {
  const box = Buffer.alloc(16 + 4 * compatible.length);
  box.writeUInt32BE(box.length, 0);
  box.write(`ftyp${major}`, 4, 'latin1');
  compatible.forEach((brand, i) => {
    box.write(brand, 16 + 4 * i, 'latin1');
  });
  return Buffer.concat([box, Buffer.from('\0\0\0\x10mdat0123456789', 'latin1')]);
}

/** A one-page Ogg stream whose first packet starts with `packet`. */
function ogg(packet: string) {
  const header = Buffer.alloc(28);
  header.write('OggS', 0, 'latin1');
  header[5] = 0x02; // first page of the stream
  header[26] = 1; // one segment…
  header[27] = packet.length; // …of this length
  return Buffer.concat([header, Buffer.from(packet, 'latin1')]);
}

/** A 16-bit mono PCM WAV file with a few silent samples. */
function wav() {
  const data = Buffer.alloc(32);
  const head = Buffer.alloc(44);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(36 + data.length, 4);
  head.write('WAVEfmt ', 8, 'latin1');
  head.writeUInt32LE(16, 16);
  head.writeUInt16LE(1, 20);
  head.writeUInt16LE(1, 22);
  head.writeUInt32LE(8000, 24);
  head.writeUInt32LE(16000, 28);
  head.writeUInt16LE(2, 32);
  head.writeUInt16LE(16, 34);
  head.write('data', 36, 'latin1');
  head.writeUInt32LE(data.length, 40);
  return Buffer.concat([head, data]);
}

// MPEG-1 layer III, 128 kbit/s, 44.1 kHz, no padding: each frame is 144 × 128000 / 44100 = 417 bytes.
const MP3_HEADER = [0xff, 0xfb, 0x90, 0x64];
function mp3Frames(count: number) {
  const frames = Buffer.alloc(417 * count);
  for (let i = 0; i < count; i++) frames.set(MP3_HEADER, 417 * i);
  return frames;
}
const id3 = Buffer.from([0x49, 0x44, 0x33, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x0a, ...Buffer.alloc(10)]);

describe('sniffFile', () => {
  it('recognises pictures by content', async () => {
    const expected = {
      'image/jpeg': await picture().jpeg().toBuffer(),
      'image/png': await picture().png().toBuffer(),
      'image/gif': await picture().gif().toBuffer(),
      'image/webp': await picture().webp().toBuffer(),
      'image/avif': await picture().avif().toBuffer(),
      'image/heic': ftyp('heic', 'mif1', 'heic'),
    };
    for (const [mime, bytes] of Object.entries(expected)) {
      expect(sniffFile(bytes)).toMatchObject({ kind: 'image', mime });
    }
    expect(sniffFile(await picture().jpeg().toBuffer())?.ext).toBe('jpg');
  });

  it('reads the HEIF brands: a generic mif1 is refined by a compatible codec brand', () => {
    expect(sniffFile(ftyp('heix', 'mif1'))).toEqual({ kind: 'image', mime: 'image/heic', ext: 'heic' });
    expect(sniffFile(ftyp('hevc', 'msf1'))?.mime).toBe('image/heic');
    expect(sniffFile(ftyp('mif1', 'mif1', 'heic'))?.mime).toBe('image/heic');
    expect(sniffFile(ftyp('mif1', 'miaf', 'avif'))?.mime).toBe('image/avif');
    expect(sniffFile(ftyp('mif1', 'mif1'))).toEqual({ kind: 'image', mime: 'image/heif', ext: 'heif' });
    expect(sniffFile(ftyp('msf1'))?.mime).toBe('image/heif');
  });

  it('recognises sound: MP3 by ID3 tag or frame sync, M4A, Ogg and WAV', () => {
    const mp3 = { kind: 'audio', mime: 'audio/mpeg', ext: 'mp3' };
    expect(sniffFile(Buffer.concat([id3, mp3Frames(2)]))).toEqual(mp3);
    expect(sniffFile(mp3Frames(3))).toEqual(mp3);
    expect(sniffFile(mp3Frames(1))).toEqual(mp3);
    expect(sniffFile(ftyp('M4A ', 'M4A ', 'mp42', 'isom'))).toEqual({
      kind: 'audio',
      mime: 'audio/mp4',
      ext: 'm4a',
    });
    expect(sniffFile(ftyp('M4B '))?.ext).toBe('m4a');
    for (const codec of ['OpusHead', '\x01vorbis', '\x7fFLAC']) {
      expect(sniffFile(ogg(codec))).toEqual({ kind: 'audio', mime: 'audio/ogg', ext: 'ogg' });
    }
    expect(sniffFile(wav())).toEqual({ kind: 'audio', mime: 'audio/wav', ext: 'wav' });
  });

  it('recognises MP4 video by its brand, but not QuickTime or 3GP', () => {
    const mp4 = { kind: 'video', mime: 'video/mp4', ext: 'mp4' };
    for (const brand of ['isom', 'iso2', 'mp41', 'mp42', 'avc1', 'dash', 'M4V ']) {
      expect(sniffFile(ftyp(brand, 'isom'))).toEqual(mp4);
    }
    expect(sniffFile(ftyp('qt  ', 'qt  '))).toBeUndefined();
    expect(sniffFile(ftyp('3gp4', 'isom', '3gp4'))).toBeUndefined();
  });

  it('recognises a PDF only when it starts with %PDF-', () => {
    const pdf = '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF';
    expect(sniffFile(Buffer.from(pdf))).toEqual({ kind: 'pdf', mime: 'application/pdf', ext: 'pdf' });
    expect(sniffFile(Buffer.from(`\n${pdf}`))).toBeUndefined();
  });

  it('knows a WebM voice note, as browsers record one, and not any other Matroska file', () => {
    const ebml = (docType: string) =>
      Buffer.concat([
        Buffer.from([
          0x1a,
          0x45,
          0xdf,
          0xa3,
          0x9f,
          0x42,
          0x86,
          0x81,
          0x01,
          0x42,
          0x82,
          0x80 + docType.length,
        ]),
        Buffer.from(docType, 'latin1'),
        Buffer.alloc(32),
      ]);
    expect(sniffFile(ebml('webm'))).toEqual({ kind: 'audio', mime: 'audio/webm', ext: 'webm' });
    expect(sniffFile(ebml('matroska'))).toBeUndefined();
  });

  it('refuses everything else, whatever it claims to be', async () => {
    const lone = Buffer.concat([Buffer.from(MP3_HEADER), Buffer.alloc(600, 0x41)]);
    const refused = [
      Buffer.alloc(0),
      Buffer.from('only text, saved as photo.jpg'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      await picture().tiff().toBuffer(),
      Buffer.from('ID3'), // a cut-off tag
      lone, // a frame header with no second frame where it should be
      Buffer.from([0xff, 0xf1, 0x50, 0x80, 0x02, 0x1f, 0xfc]), // AAC in ADTS, not MP3
      ogg('\x80theora'), // Ogg video
      Buffer.from('RIFF\x24\0\0\0AVI LIST', 'latin1'),
      Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81]), // WebM / Matroska
      Buffer.from('PK\x03\x04 a zip or office document', 'latin1'),
    ];
    for (const bytes of refused) expect(sniffFile(bytes)).toBeUndefined();
  });
});
