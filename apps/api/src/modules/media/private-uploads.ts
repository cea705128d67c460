import { readFile } from 'node:fs/promises';
import { sniffFile } from '../../lib/file-sniffing';
import { fieldError } from '../../lib/http/field-errors';
import {
  MEDIA_CONTENT_TYPES,
  type MediaStore,
  mediaExtensionOf,
  type PRIVATE_MEDIA_COLLECTIONS,
} from './media-store';
import { processServiceImage, ServiceImageError } from './service-image';

/**
 * An upload as the form left it: written whole to the spool folder, or refused while it arrived
 * (over the size, or first bytes that are neither a picture nor a PDF).
 */
export type ReceivedUpload =
  | { status: 'stored'; path: string; head: Buffer; size: number }
  | { status: 'too_large' | 'refused'; head: Buffer };

/** What a private paper may be, by its first bytes: any picture the image reader decodes, or a PDF. */
export const isPaperHead = (head: Buffer) => {
  const kind = sniffFile(head)?.kind;
  return kind === 'image' || kind === 'pdf';
};

const MB = 1024 * 1024;

/**
 * Papers people send the team (bank receipts, trade documents), kept in a private folder of the media
 * store, which the public media route never serves: only the team reads them, through its own route.
 * A picture is re-encoded (WebP, no metadata: no GPS position), a PDF kept as sent once its first
 * bytes say PDF. `field` names the form field its errors belong to; `typeError` the message for a
 * file that is neither.
 */
export function createPrivateUploads(
  store: MediaStore,
  options: {
    collection: (typeof PRIVATE_MEDIA_COLLECTIONS)[number];
    field: string;
    maxBytes: number;
    typeError: string;
  },
) {
  const { collection, field, maxBytes, typeError } = options;
  return {
    /** Checks and stores an upload; throws the field's 422 when it cannot be kept. */
    async keep(upload: ReceivedUpload | undefined): Promise<{ file: string; type: string }> {
      if (!upload) throw fieldError(field, 'validation.required');
      if (upload.status === 'too_large' || (upload.status === 'stored' && upload.size > maxBytes))
        throw fieldError(field, 'validation.file_too_large', { max: maxBytes / MB });
      const sniffed = upload.status === 'stored' ? sniffFile(upload.head) : undefined;
      if (upload.status !== 'stored' || !sniffed || !isPaperHead(upload.head))
        throw fieldError(field, typeError);
      if (sniffed.kind === 'pdf') {
        return { file: await store.adopt(collection, upload.path, 'pdf'), type: MEDIA_CONTENT_TYPES.pdf };
      }
      try {
        const image = await processServiceImage(await readFile(upload.path));
        return { file: await store.save(collection, image.full, 'webp'), type: MEDIA_CONTENT_TYPES.webp };
      } catch (error) {
        if (!(error instanceof ServiceImageError)) throw error;
        throw fieldError(field, error.problem === 'too_many_pixels' ? 'validation.image_too_big' : typeError);
      }
    },

    forget: (file: string) => store.remove(collection, file),

    /**
     * A stored paper to send, with the type it is served as and a name for it (`receipt-12.pdf`);
     * its object is undefined when the file is gone (a restore without media).
     */
    async open(file: string, name: string) {
      const ext = mediaExtensionOf(file);
      if (!ext) return { object: undefined, type: '', name, inline: true };
      return {
        object: await store.open(collection, file),
        type: MEDIA_CONTENT_TYPES[ext],
        name: `${name}.${ext}`,
        inline: true,
      };
    },
  };
}

export type PrivateUploads = ReturnType<typeof createPrivateUploads>;
