import { BANK_RECEIPT_MAX_BYTES } from '@wasla/shared/business-constants';
import type { MediaStore } from '../media/media-store';
import { createPrivateUploads, isPaperHead, type ReceivedUpload } from '../media/private-uploads';

/** A bank transfer receipt as the upload left it. */
export type ReceivedReceipt = ReceivedUpload;

/** What a receipt may be, by its first bytes: any picture the image reader decodes, or a PDF. */
export const isReceiptHead = isPaperHead;

/** Bank transfer receipts, in the private `receipts` folder: read only by the finance team. */
export const createReceipts = (store: MediaStore) =>
  createPrivateUploads(store, {
    collection: 'receipts',
    field: 'receipt',
    maxBytes: BANK_RECEIPT_MAX_BYTES,
    typeError: 'validation.file_type_receipt',
  });

export type Receipts = ReturnType<typeof createReceipts>;
