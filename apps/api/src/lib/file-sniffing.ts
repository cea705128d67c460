export type SniffedFile = { kind: 'image' | 'audio' | 'video' | 'pdf'; mime: string; ext: string };

const JPEG: SniffedFile = { kind: 'image', mime: 'image/jpeg', ext: 'jpg' };
const PNG: SniffedFile = { kind: 'image', mime: 'image/png', ext: 'png' };
const GIF: SniffedFile = { kind: 'image', mime: 'image/gif', ext: 'gif' };
const WEBP: SniffedFile = { kind: 'image', mime: 'image/webp', ext: 'webp' };
const HEIC: SniffedFile = { kind: 'image', mime: 'image/heic', ext: 'heic' };
const HEIF: SniffedFile = { kind: 'image', mime: 'image/heif', ext: 'heif' };
const AVIF: SniffedFile = { kind: 'image', mime: 'image/avif', ext: 'avif' };
const MP3: SniffedFile = { kind: 'audio', mime: 'audio/mpeg', ext: 'mp3' };
const M4A: SniffedFile = { kind: 'audio', mime: 'audio/mp4', ext: 'm4a' };
const OGG: SniffedFile = { kind: 'audio', mime: 'audio/ogg', ext: 'ogg' };
const WAV: SniffedFile = { kind: 'audio', mime: 'audio/wav', ext: 'wav' };
// What browsers record a voice note in (MediaRecorder's default in Chromium and Firefox).
const WEBM: SniffedFile = { kind: 'audio', mime: 'audio/webm', ext: 'webm' };
const MP4: SniffedFile = { kind: 'video', mime: 'video/mp4', ext: 'mp4' };
const PDF: SniffedFile = { kind: 'pdf', mime: 'application/pdf', ext: 'pdf' };

/**
 * ISO-BMFF (`ftyp`) brands we accept. The major brand decides; QuickTime (`qt  `), 3GP and anything
 * unknown are refused, as browsers cannot be trusted to play them. An audio-only file whose major
 * brand is `isom` still counts as video: telling them apart would mean parsing the `moov` box.
 */
const BRANDS = new Map<string, SniffedFile>(
  Object.entries({
    heic: HEIC,
    heix: HEIC,
    hevc: HEIC,
    mif1: HEIF,
    msf1: HEIF,
    avif: AVIF,
    'M4A ': M4A,
    'M4B ': M4A,
    isom: MP4,
    iso2: MP4,
    iso3: MP4,
    iso4: MP4,
    iso5: MP4,
    iso6: MP4,
    mp41: MP4,
    mp42: MP4,
    avc1: MP4,
    dash: MP4,
    'M4V ': MP4,
  }),
);

// Ogg is a container: only a first packet of Opus, Vorbis, FLAC or Speex makes it audio (not Theora).
const OGG_AUDIO_CODECS = ['OpusHead', '\x01vorbis', '\x7fFLAC', 'Speex   '];

const ascii = (bytes: Buffer, at: number, length: number) =>
  bytes.length >= at + length ? bytes.toString('latin1', at, at + length) : '';

function isoMedia(bytes: Buffer): SniffedFile | undefined {
  if (ascii(bytes, 4, 4) !== 'ftyp') return undefined;
  const size = bytes.readUInt32BE(0);
  const major = BRANDS.get(ascii(bytes, 8, 4));
  if (major !== HEIF) return major;
  // `mif1` only says "a HEIF image"; a compatible brand tells which codec is inside.
  for (let at = 16; at + 4 <= Math.min(size, bytes.length); at += 4) {
    const brand = BRANDS.get(ascii(bytes, at, 4));
    if (brand === HEIC || brand === AVIF) return brand;
  }
  return HEIF;
}

function isOggAudio(bytes: Buffer) {
  if (ascii(bytes, 0, 4) !== 'OggS' || bytes.length < 27) return false;
  const packet = 27 + bytes[26]!;
  return OGG_AUDIO_CODECS.some((codec) => ascii(bytes, packet, codec.length) === codec);
}

// MPEG audio layer III frame headers, for an MP3 without an ID3 tag.
const KBPS_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const KBPS_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const SAMPLE_RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
};

/** Length of the layer III frame starting at `at`, or undefined when no valid header is there. */
function mp3FrameLength(bytes: Buffer, at: number) {
  if (bytes.length < at + 4 || bytes[at] !== 0xff) return undefined;
  const b1 = bytes[at + 1]!;
  const b2 = bytes[at + 2]!;
  const version = (b1 >> 3) & 3; // 3: MPEG-1, 2: MPEG-2, 0: MPEG-2.5, 1: reserved
  if ((b1 & 0xe0) !== 0xe0 || ((b1 >> 1) & 3) !== 1 || version === 1) return undefined;
  const kbps = (version === 3 ? KBPS_V1 : KBPS_V2)[b2 >> 4];
  const rate = SAMPLE_RATES[version]![(b2 >> 2) & 3];
  if (!kbps || !rate) return undefined;
  return Math.floor(((version === 3 ? 144 : 72) * kbps * 1000) / rate) + ((b2 >> 1) & 1);
}

function isMp3(bytes: Buffer) {
  // An ID3v2 tag (version 2 to 4, then a size in four 7-bit bytes) is only ever put before MPEG audio.
  const tag = bytes.subarray(0, 10);
  if (ascii(tag, 0, 3) === 'ID3' && tag.length === 10) {
    return tag[3]! >= 2 && tag[3]! <= 4 && tag.subarray(6).every((byte) => byte < 0x80);
  }
  const length = mp3FrameLength(bytes, 0);
  if (!length) return false;
  // Two bytes of 0xFFEx begin many binary files; a second frame where the first one ends confirms it.
  return bytes.length < length + 4 || mp3FrameLength(bytes, length) !== undefined;
}

/**
 * What a file is, judged by its first bytes and never by its name or declared type: pictures (JPEG,
 * PNG, GIF, WebP, HEIC/HEIF, AVIF), sound (MP3, M4A, Ogg, WAV, WebM), MP4 video and PDF. Anything else,
 * including QuickTime video, SVG and TIFF, is undefined.
 */
export function sniffFile(bytes: Buffer): SniffedFile | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return JPEG;
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return PNG;
  if (['GIF87a', 'GIF89a'].includes(ascii(bytes, 0, 6))) return GIF;
  if (ascii(bytes, 0, 4) === 'RIFF') {
    const form = ascii(bytes, 8, 4);
    return form === 'WEBP' ? WEBP : form === 'WAVE' ? WAV : undefined;
  }
  // Strict on purpose: some readers find `%PDF-` up to 1 KB in, but an upload has no reason to hide it.
  if (ascii(bytes, 0, 5) === '%PDF-') return PDF;
  if (isOggAudio(bytes)) return OGG;
  // An EBML header whose document type is WebM (Matroska files say `matroska` instead).
  if (
    bytes.length >= 4 &&
    bytes.readUInt32BE(0) === 0x1a45dfa3 &&
    bytes.toString('latin1', 0, Math.min(64, bytes.length)).includes('webm')
  )
    return WEBM;
  if (isMp3(bytes)) return MP3;
  return isoMedia(bytes);
}
