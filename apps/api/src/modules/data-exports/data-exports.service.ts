import { DATA_EXPORT_LINK_HOURS, DATA_EXPORT_MIN_INTERVAL_MINUTES } from '@wasla/shared/business-constants';
import type { Language } from '@wasla/shared/languages';
import type { Database } from '../../db/client';
import { clock } from '../../lib/clock';
import { recordEvent } from '../../lib/events/record-event';
import { AppError, errors } from '../../lib/http/app-error';
import type { UserActor } from '../../lib/policy/actor';
import type { MediaStore } from '../media/media-store';
import { canDataExport } from './data-exports.policy';
import { isExpired, presentDataExport } from './data-exports.presenter';
import type { DataExportsRepository } from './data-exports.repository';

export const DATA_EXPORT_REQUESTED = 'data_export.requested';
export const DATA_EXPORT_READY = 'data_export.ready';
export const DATA_EXPORT_FAILED = 'data_export.failed';

export const dataExportErrors = {
  tooSoon: (minutes: number) => new AppError(429, 'data_export_too_soon', 'dataExport.too_soon', { minutes }),
  expired: () => new AppError(410, 'data_export_expired', 'dataExport.expired'),
  notReady: () => new AppError(409, 'data_export_not_ready', 'dataExport.not_ready'),
};

export const linkLifeMs = DATA_EXPORT_LINK_HOURS * 3_600_000;
const intervalMs = DATA_EXPORT_MIN_INTERVAL_MINUTES * 60_000;

/**
 * "Your data" (issue 21 item 6): the owner asks, the worker prepares the ZIP (data-export-jobs.ts),
 * the owner downloads it until it expires. Asking while one is prepared answers that one; a new
 * export is allowed once an hour (a failed one does not count, so "retry" works at once).
 */
export function createDataExports(deps: { db: Database; repo: DataExportsRepository; media: MediaStore }) {
  const { db, repo, media } = deps;

  async function owned(actor: UserActor, id: number, action: 'read' | 'download') {
    const row = await repo.find(db, id);
    if (!row || !canDataExport(actor, action, row)) throw errors.notFound();
    return row;
  }

  return {
    request: (actor: UserActor, lang: Language) =>
      db.transaction(async (tx) => {
        const now = clock.now();
        // One read for both rules: an export being prepared is always the newest one kept, and reading
        // it apart from the hourly limit would let another request's commit fall between the two.
        const last = await repo.lastKept(tx, actor.id);
        if (last?.state === 'requested') return { export: presentDataExport(last, now), created: false };
        const wait = last ? last.requestedAt.getTime() + intervalMs - now.getTime() : 0;
        if (wait > 0) throw dataExportErrors.tooSoon(Math.ceil(wait / 60_000));
        const row = await repo.insertPending(tx, actor.id, lang, now);
        // Another request of this account won the partial unique index at the same instant: its export.
        if (!row) {
          const theirs = (await repo.pendingOf(tx, actor.id)) ?? (await repo.latest(tx, actor.id));
          if (!theirs) throw errors.conflict();
          return { export: presentDataExport(theirs, now), created: false };
        }
        await recordEvent(tx, {
          type: DATA_EXPORT_REQUESTED,
          subject: { kind: 'data_export', id: String(row.id) },
          actor: `user:${actor.id}`,
          payload: {},
        });
        return { export: presentDataExport(row, now), created: true };
      }),

    async latest(actor: UserActor) {
      const row = await repo.latest(db, actor.id);
      return { export: row ? presentDataExport(row, clock.now()) : null };
    },

    async find(actor: UserActor, id: number) {
      return presentDataExport(await owned(actor, id, 'read'), clock.now());
    },

    /** The file to send: the owner's, ready and within its time; an expired one is 410. */
    async download(actor: UserActor, id: number) {
      const row = await owned(actor, id, 'download');
      if (row.state === 'failed') throw errors.notFound();
      if (row.state === 'requested') throw dataExportErrors.notReady();
      if (isExpired(row, clock.now())) throw dataExportErrors.expired();
      const object = await media.open('exports', row.file!);
      const day = row.readyAt!.toISOString().slice(0, 10);
      return { object, type: 'application/zip', name: `wasla-data-${day}.zip`, inline: false };
    },
  };
}

export type DataExports = ReturnType<typeof createDataExports>;
