import { readFile } from 'node:fs/promises';
import { BANK_RECEIPT_MAX_BYTES } from '@wasla/shared/business-constants';
import { sniffFile } from '../../lib/file-sniffing';
import { fieldError } from '../../lib/http/field-errors';
import { MEDIA_CONTENT_TYPES, type MediaStore, mediaExtensionOf } from '../media/media-store';
import { processServiceImage, ServiceImageError } from '../media/service-image';

/**
 * A receipt as the upload left it: written whole to the spool folder, or refused while it arrived
 * (over the size, or first bytes that are neither a picture nor a PDF).
 */
export type ReceivedReceipt =
  | { status: 'stored'; path: string; head: Buffer; size: number }
  | { status: 'too_large' | 'refused'; head: Buffer };

/** What a receipt may be, by its first bytes: any picture the image reader decodes, or a PDF. */
export const isReceiptHead = (head: Buffer) => {
  const kind = sniffFile(head)?.kind;
  return kind === 'image' || kind === 'pdf';
};

const MB = 1024 * 1024;

/**
 * Bank transfer receipts, kept in the media store's private `receipts` folder, which the public media
 * route never serves: only the finance team reads them, through its own route. A picture is
 * re-encoded (WebP, no metadata: no GPS position), a PDF kept as sent once its first bytes say PDF.
 */
export function createReceipts(store: MediaStore) {
  return {
    /** Checks and stores an upload; throws the field's 422 when it cannot be a receipt. */
    async keep(receipt: ReceivedReceipt | undefined): Promise<{ file: string; type: string }> {
      if (!receipt) throw fieldError('receipt', 'validation.required');
      if (
        receipt.status === 'too_large' ||
        (receipt.status === 'stored' && receipt.size > BANK_RECEIPT_MAX_BYTES)
      )
        throw fieldError('receipt', 'validation.file_too_large', { max: BANK_RECEIPT_MAX_BYTES / MB });
      const sniffed = receipt.status === 'stored' ? sniffFile(receipt.head) : undefined;
      if (receipt.status !== 'stored' || !sniffed || !isReceiptHead(receipt.head))
        throw fieldError('receipt', 'validation.file_type_receipt');
      if (sniffed.kind === 'pdf') {
        return { file: await store.adopt('receipts', receipt.path, 'pdf'), type: MEDIA_CONTENT_TYPES.pdf };
      }
      try {
        const image = await processServiceImage(await readFile(receipt.path));
        return { file: await store.save('receipts', image.full, 'webp'), type: MEDIA_CONTENT_TYPES.webp };
      } catch (error) {
        if (!(error instanceof ServiceImageError)) throw error;
        throw fieldError(
          'receipt',
          error.problem === 'too_many_pixels' ? 'validation.image_too_big' : 'validation.file_type_receipt',
        );
      }
    },

    forget: (file: string) => store.remove('receipts', file),

    /** Where a stored receipt is on disk, with the type it is served as; undefined when gone. */
    locate(file: string) {
      const path = store.pathOf('receipts', file);
      const ext = mediaExtensionOf(file);
      return path && ext ? { path, type: MEDIA_CONTENT_TYPES[ext] } : undefined;
    },
  };
}

export type Receipts = ReturnType<typeof createReceipts>;
