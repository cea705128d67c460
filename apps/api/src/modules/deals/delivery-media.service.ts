import { DEAL_FILE_MAX_BYTES, DEAL_FILES_MAX } from '@wasla/shared/business-constants';
import type { DealFile, Delivery } from '@wasla/shared/contracts/deals';
import type { Database } from '../../db/client';
import { errors } from '../../lib/http/app-error';
import type { UserActor } from '../../lib/policy/actor';
import type { MediaStore } from '../media/media-store';
import type { DealFilesRepository } from './deal-files.repository';
import {
  DEAL_FILES_COLLECTION,
  type DealFileAdmission,
  isDealFileHead,
  keepWithinRoom,
  type ReceivedDealFile,
} from './deal-files.service';
import { presentDealFile } from './deals.presenter';
import type { DeliveriesRepository } from './deliveries.repository';
import type { Deliveries } from './deliveries.service';

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
      let dealId = 0;
      const rejected = await keepWithinRoom({
        db,
        store,
        uploads,
        lockAndList: async (tx) => {
          dealId = (await deliveries.draftOf(tx, actor, id, true)).deal.id;
          return (await repo.files(tx, [id])).get(id) ?? [];
        },
        insert: (tx, keep) =>
          files.insert(
            tx,
            keep.map((item) => ({ ...item, dealId, deliveryId: id, uploaderId: actor.id })),
          ),
      });
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
