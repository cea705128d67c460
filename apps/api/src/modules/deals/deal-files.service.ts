import { readFile } from 'node:fs/promises';
import { DEAL_FILE_MAX_BYTES, DEAL_FILES_MAX, DEAL_IMAGES_MAX } from '@wasla/shared/business-constants';
import type { Deal, DealFile } from '@wasla/shared/contracts/deals';
import type { Language } from '@wasla/shared/languages';
import type { Database } from '../../db/client';
import type { Executor } from '../../lib/events/record-event';
import { sniffFile } from '../../lib/file-sniffing';
import { errors } from '../../lib/http/app-error';
import type { Actor, UserActor } from '../../lib/policy/actor';
import { isUser } from '../../lib/policy/actor';
import {
  MEDIA_CONTENT_TYPES,
  type MediaExtension,
  type MediaStore,
  mediaExtensionOf,
} from '../media/media-store';
import { processServiceImage, ServiceImageError } from '../media/service-image';
import type { DealCoreRepository } from './deal-core.repository';
import type { DealFilesRepository, NewDealFile } from './deal-files.repository';
import { sendersDeal } from './deal-offers.service';
import type { DealReader } from './deal-reader';
import { presentDealFile } from './deals.presenter';

/** The private folder of the media store that keeps deals' files; the public media route never serves it. */
export const DEAL_FILES_COLLECTION = 'deals';
const MB = 1024 * 1024;

/**
 * One file of an upload form as the route received it. `stored`: in the spool folder, within the
 * size, its first bytes a kind a deal keeps. The others were never kept.
 */
export type ReceivedDealFile = { name: string } & (
  | { status: 'stored'; path: string; head: Buffer; size: number }
  | { status: 'too_large' | 'wrong_type' | 'over_count' }
);

/** What an upload may bring, decided before its body is read. */
export type DealFileAdmission = {
  maxBytes: number;
  room: number;
  spoolDir: string;
  accepts: (head: Buffer) => boolean;
};
export type DealFileRejection = { name: string; key: string; params?: Record<string, number> };
type Kept = Omit<NewDealFile, 'dealId' | 'uploaderId' | 'deliveryId'> & { name: string };

/** What a deal keeps, by its first bytes: pictures, sound, MP4 video and PDF (lib/file-sniffing.ts). */
export const isDealFileHead = (head: Buffer) => sniffFile(head) !== undefined;

/** Only shown beside the file; never used to find it. */
const displayName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? '').replace(/[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu, '').slice(0, 120) ||
  'file';

/**
 * Judges one received file by its content and keeps it in the private store (`collection`, the deals'
 * by default; the chat's files go the same way): a picture re-encoded (WebP, no metadata), anything
 * else kept as sent once its first bytes say what it is.
 */
export async function keepDealFile(
  store: MediaStore,
  upload: ReceivedDealFile,
  collection: typeof DEAL_FILES_COLLECTION | 'chat' = DEAL_FILES_COLLECTION,
  maxBytes = DEAL_FILE_MAX_BYTES,
): Promise<Kept | DealFileRejection> {
  const { name } = upload;
  if (upload.status === 'over_count')
    return { name, key: 'validation.deal_file_count', params: { count: DEAL_FILES_MAX } };
  if (upload.status === 'too_large' || (upload.status === 'stored' && upload.size > maxBytes))
    return { name, key: 'validation.file_too_large', params: { max: maxBytes / MB } };
  const sniffed = upload.status === 'stored' ? sniffFile(upload.head) : undefined;
  if (upload.status !== 'stored' || !sniffed) return { name, key: 'validation.file_type_deal' };
  const originalName = displayName(name);
  if (sniffed.kind === 'image') {
    try {
      const image = await processServiceImage(await readFile(upload.path));
      const storageKey = await store.save(collection, image.full, 'webp');
      return {
        name,
        kind: 'image',
        storageKey,
        mime: 'image/webp',
        sizeBytes: image.full.length,
        originalName,
      };
    } catch (error) {
      if (!(error instanceof ServiceImageError)) throw error;
      return {
        name,
        key: error.problem === 'too_many_pixels' ? 'validation.image_too_big' : 'validation.file_type_deal',
      };
    }
  }
  const storageKey = await store.adopt(collection, upload.path, sniffed.ext as MediaExtension);
  return { name, kind: 'file', storageKey, mime: sniffed.mime, sizeBytes: upload.size, originalName };
}

/**
 * The whole of an upload to an offer or a delivery: each file judged and kept in the store, then, in
 * one transaction that `lockAndList` opens by locking the owner (the deal or the delivery) and
 * reading its files, the ones that fit the counts are written by `insert`. Counted under that lock,
 * since another upload may have filled the room since this one was admitted; what does not fit, or
 * everything when the transaction fails, leaves the store again.
 */
export async function keepWithinRoom(deps: {
  db: Database;
  store: MediaStore;
  uploads: ReceivedDealFile[];
  lockAndList: (tx: Executor) => Promise<{ kind: string }[]>;
  insert: (tx: Executor, keep: Omit<Kept, 'name'>[]) => Promise<unknown>;
}): Promise<DealFileRejection[]> {
  const { db, store, uploads } = deps;
  const forget = (keys: string[]) => Promise.all(keys.map((key) => store.remove(DEAL_FILES_COLLECTION, key)));
  const rejected: DealFileRejection[] = [];
  const ready: Kept[] = [];
  for (const upload of uploads) {
    const result = await keepDealFile(store, upload);
    if ('key' in result) rejected.push(result);
    else ready.push(result);
  }
  const overflow: Kept[] = [];
  try {
    await db.transaction(async (tx) => {
      const existing = await deps.lockAndList(tx);
      let total = existing.length;
      let images = existing.filter((file) => file.kind === 'image').length;
      const keep: Omit<Kept, 'name'>[] = [];
      for (const { name, ...item } of ready) {
        const full = total >= DEAL_FILES_MAX;
        if (full || (item.kind === 'image' && images >= DEAL_IMAGES_MAX)) {
          overflow.push({ name, ...item });
          rejected.push(
            full
              ? { name, key: 'validation.deal_file_count', params: { count: DEAL_FILES_MAX } }
              : { name, key: 'validation.image_count', params: { count: DEAL_IMAGES_MAX } },
          );
          continue;
        }
        keep.push(item);
        total += 1;
        if (item.kind === 'image') images += 1;
      }
      await deps.insert(tx, keep);
    });
  } catch (error) {
    await forget(ready.map((item) => item.storageKey));
    throw error;
  }
  await forget(overflow.map((item) => item.storageKey));
  return rejected;
}

/**
 * A deal offer's attachments (SPEC.md section 5): up to 10 files of which 5 pictures, 5 MB each,
 * judged by their content like a service's media, kept in the private store and read only by the
 * deal's parties through `GET /deals/media/{id}/{fileId}`. Only the sender attaches or removes them,
 * while the offer is a draft or waits for its answer.
 */
export function createDealFiles(deps: {
  db: Database;
  store: MediaStore;
  core: DealCoreRepository;
  files: DealFilesRepository;
  reader: DealReader;
}) {
  const { db, store, core, files, reader } = deps;
  const forget = (keys: string[]) => Promise.all(keys.map((key) => store.remove(DEAL_FILES_COLLECTION, key)));

  return {
    /** Whether this account may attach files to this offer, decided before a byte of the form is read. */
    async admit(actor: UserActor, dealId: number): Promise<DealFileAdmission> {
      sendersDeal(await core.find(db, dealId), actor, ['draft', 'pending']);
      const existing = await files.attachments(db, dealId);
      return {
        maxBytes: DEAL_FILE_MAX_BYTES,
        room: Math.max(0, DEAL_FILES_MAX - existing.length),
        spoolDir: store.spoolDir,
        accepts: isDealFileHead,
      };
    },

    /** Keeps the files that pass, within the counts; answers the offer's attachments and the refusals. */
    async upload(actor: UserActor, dealId: number, uploads: ReceivedDealFile[]) {
      const rejected = await keepWithinRoom({
        db,
        store,
        uploads,
        lockAndList: async (tx) => {
          sendersDeal(await core.lock(tx, dealId), actor, ['draft', 'pending']);
          return files.attachments(tx, dealId);
        },
        insert: (tx, keep) =>
          files.insert(
            tx,
            keep.map((item) => ({ ...item, dealId, deliveryId: null, uploaderId: actor.id })),
          ),
      });
      const attachments: DealFile[] = (await files.attachments(db, dealId)).map(presentDealFile);
      return { files: attachments, rejected };
    },

    /** `DELETE /deals/media/{id}/{fileId}`: one attachment removed by the sender; answers the offer. */
    async remove(actor: UserActor, dealId: number, fileId: number, lang: Language): Promise<Deal> {
      const removed = await db.transaction(async (tx) => {
        sendersDeal(await core.lock(tx, dealId), actor, ['draft', 'pending']);
        const row = await files.removeAttachment(tx, dealId, fileId);
        if (!row) throw errors.notFound();
        return row;
      });
      await forget([removed.storageKey]);
      return reader.read(actor, dealId, lang);
    },

    /**
     * A file of the deal for one who may read the deal; a delivery's file only once the delivery is
     * sent, unless the reader uploaded it. Anything else is the 404 of a missing file.
     */
    async open(actor: Actor, dealId: number, fileId: number) {
      await reader.readable(db, actor, dealId);
      const found = await files.find(db, dealId, fileId);
      const mine = isUser(actor) && found?.file.uploaderId === actor.id;
      if (!found || (found.deliveryStatus === 'draft' && !mine)) throw errors.notFound();
      const ext = mediaExtensionOf(found.file.storageKey);
      if (!ext) throw errors.notFound();
      const object = await store.open(DEAL_FILES_COLLECTION, found.file.storageKey);
      return { object, type: MEDIA_CONTENT_TYPES[ext], file: found.file };
    },

    /** A discarded draft's files, rows and stored bytes. */
    async forgetAll(dealId: number) {
      const rows = await files.removeAll(db, dealId);
      await forget(rows.map((row) => row.storageKey));
    },
  };
}

export type DealFiles = ReturnType<typeof createDealFiles>;
