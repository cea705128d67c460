import { DEAL_FILE_MAX_BYTES, DEAL_FILES_MAX, DEAL_IMAGES_MAX } from '@wasla/shared/business-constants';
import type { DealFile, Delivery } from '@wasla/shared/contracts/deals';
import type { Database } from '../../db/client';
import { errors } from '../../lib/http/app-error';
import type { UserActor } from '../../lib/policy/actor';
import type { MediaStore } from '../media/media-store';
import type { DealFilesRepository } from './deal-files.repository';
import {
  DEAL_FILES_COLLECTION,
  type DealFileAdmission,
  type DealFileRejection,
  isDealFileHead,
  keepDealFile,
  type ReceivedDealFile,
} from './deal-files.service';
import { presentDealFile } from './deals.presenter';
import type { DeliveriesRepository } from './deliveries.repository';
import type { Deliveries } from './deliveries.service';

type Kept = Exclude<Awaited<ReturnType<typeof keepDealFile>>, DealFileRejection>;

/**
 * A draft delivery's files: up to 10 of which 5 pictures, 5 MB each, judged by their content like an
 * offer's attachments (deal-files.service.ts), kept in the private store and read by the deal's
 * parties through `GET /deals/media/{dealId}/{fileId}` once the delivery is sent. Only the provider
 * adds or removes them, while the delivery is a draft.
 */
export function createDeliveryMedia(deps: {
  db: Database;
  store: MediaStore;
  deliveries: Deliveries;
  repo: DeliveriesRepository;
  files: DealFilesRepository;
}) {
  const { db, store, deliveries, repo, files } = deps;
  const forget = (keys: string[]) => Promise.all(keys.map((key) => store.remove(DEAL_FILES_COLLECTION, key)));

  return {
    /** Whether this account may add files to this draft, decided before a byte of the form is read. */
    async admit(actor: UserActor, id: number): Promise<DealFileAdmission> {
      await deliveries.draftOf(db, actor, id);
      const existing = (await repo.files(db, [id])).get(id) ?? [];
      return {
        maxBytes: DEAL_FILE_MAX_BYTES,
        room: Math.max(0, DEAL_FILES_MAX - existing.length),
        spoolDir: store.spoolDir,
        accepts: isDealFileHead,
      };
    },

    /** Keeps the files that pass, within the counts; answers the delivery's files and the refusals. */
    async upload(actor: UserActor, id: number, uploads: ReceivedDealFile[]) {
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
          const { deal } = await deliveries.draftOf(tx, actor, id, true);
          // Counted under the delivery's lock: another upload may have filled the room since.
          const existing = (await repo.files(tx, [id])).get(id) ?? [];
          let total = existing.length;
          let images = existing.filter((file) => file.kind === 'image').length;
          const keep: Kept[] = [];
          for (const item of ready) {
            const full = total >= DEAL_FILES_MAX;
            if (full || (item.kind === 'image' && images >= DEAL_IMAGES_MAX)) {
              overflow.push(item);
              rejected.push(
                full
                  ? { name: item.name, key: 'validation.deal_file_count', params: { count: DEAL_FILES_MAX } }
                  : { name: item.name, key: 'validation.image_count', params: { count: DEAL_IMAGES_MAX } },
              );
              continue;
            }
            keep.push(item);
            total += 1;
            if (item.kind === 'image') images += 1;
          }
          await files.insert(
            tx,
            keep.map(({ name: _name, ...item }) => ({
              ...item,
              dealId: deal.id,
              deliveryId: id,
              uploaderId: actor.id,
            })),
          );
        });
      } catch (error) {
        await forget(ready.map((item) => item.storageKey));
        throw error;
      }
      await forget(overflow.map((item) => item.storageKey));
      const kept: DealFile[] = ((await repo.files(db, [id])).get(id) ?? []).map(presentDealFile);
      return { files: kept, rejected };
    },

    /** One file of the draft removed by the provider; answers the delivery. */
    async remove(actor: UserActor, id: number, fileId: number): Promise<Delivery> {
      const removed = await db.transaction(async (tx) => {
        await deliveries.draftOf(tx, actor, id, true);
        const row = await repo.removeFile(tx, id, fileId);
        if (!row) throw errors.notFound();
        return row;
      });
      await forget([removed.storageKey]);
      return deliveries.read(actor, id);
    },
  };
}

export type DeliveryMedia = ReturnType<typeof createDeliveryMedia>;
