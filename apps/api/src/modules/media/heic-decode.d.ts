// heic-decode ships no types. It decodes the primary image of a HEIC file with libheif compiled to
// WebAssembly, applying the file's rotation and mirroring, into 8-bit RGBA.
declare module 'heic-decode' {
  type DecodedImage = { width: number; height: number; data: Uint8ClampedArray };
  function decode(input: { buffer: Uint8Array }): Promise<DecodedImage>;
  export = decode;
}
