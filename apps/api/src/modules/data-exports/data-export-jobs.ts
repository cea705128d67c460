import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { translator } from '@wasla/i18n/server-translator';
import { DATA_EXPORT_GIVE_UP_MINUTES, DATA_EXPORT_LINK_HOURS } from '@wasla/shared/business-constants';
import { isLanguage, type Language } from '@wasla/shared/languages';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { clock } from '../../lib/clock';
import type { EventHandler } from '../../lib/events/handlers';
import { recordEvent } from '../../lib/events/record-event';
import type { SweepJob } from '../../lib/sweeper';
import type { MediaStore } from '../media/media-store';
import type { Messenger } from '../messaging/messenger';
import { channelOf, recipientColumns } from '../payouts/payout-notifications';
import type { DataExportsRepository } from './data-exports.repository';
import {
  DATA_EXPORT_FAILED,
  DATA_EXPORT_READY,
  DATA_EXPORT_REQUESTED,
  linkLifeMs,
} from './data-exports.service';
import type { ExportBuilder } from './export-builder';
import { createZipWriter } from './zip-writer';

type Deps = {
  db: Database;
  repo: DataExportsRepository;
  builder: ExportBuilder;
  media: MediaStore;
  messenger: Messenger;
  publicUrl: string;
  log: { error(obj: unknown, msg: string): void };
};

const SWEEP_BATCH = 100;

/**
 * The worker's side of "Your data". `data_export.requested` prepares the ZIP in this process's spool
 * folder and moves it into the private `exports` collection; the row turns ready only if it is still
 * being prepared, so a second delivery (or a second worker) finds nothing to do or drops its copy.
 * A build that throws marks the export failed at once (the owner may ask again) rather than retrying
 * work that read the same rows. `data_export.ready` e-mails the owner the link; the bell's
 * notification is the notifications module's.
 */
export function createDataExportJobs(deps: Deps): { handlers: EventHandler[]; sweeps: SweepJob[] } {
  const { db, repo, builder, media, messenger, log } = deps;

  async function prepare(id: number) {
    const row = await repo.find(db, id);
    if (row?.state !== 'requested') return;
    const lang: Language = isLanguage(row.language) ? row.language : 'ar';
    const partial = join(media.spoolDir, `export-${id}-${randomBytes(6).toString('hex')}.zip`);
    const zip = createZipWriter(partial);
    let sizeBytes: number;
    try {
      await builder.write(zip, row.userId, lang, clock.now());
      sizeBytes = await zip.finish();
    } catch (error) {
      await zip.abort();
      await rm(partial, { force: true });
      log.error({ err: error, exportId: id }, 'a data export could not be prepared');
      await db.transaction(async (tx) => {
        if (await repo.markFailed(tx, id, clock.now()))
          await recordEvent(tx, {
            type: DATA_EXPORT_FAILED,
            subject: { kind: 'data_export', id: String(id) },
            payload: {},
          });
      });
      return;
    }
    const file = await media.adopt('exports', partial, 'zip');
    const readyAt = clock.now();
    const ready = await db.transaction(async (tx) => {
      const done = await repo.markReady(tx, id, {
        file,
        sizeBytes,
        readyAt,
        expiresAt: new Date(readyAt.getTime() + linkLifeMs),
      });
      if (done)
        await recordEvent(tx, {
          type: DATA_EXPORT_READY,
          subject: { kind: 'data_export', id: String(id) },
          payload: {},
        });
      return done;
    });
    if (!ready) await media.remove('exports', file);
  }

  const prepareHandler: EventHandler = {
    name: 'data-exports.prepare',
    type: DATA_EXPORT_REQUESTED,
    handle: (event) => prepare(Number(event.subjectId)),
  };

  // The link is the web's download page, which asks for the owner's session like any other.
  const mailHandler: EventHandler = {
    name: 'data-exports.mail',
    type: DATA_EXPORT_READY,
    async handle(event, ctx) {
      await ctx.once(async (tx) => {
        const row = await repo.find(tx, Number(event.subjectId));
        if (row?.state !== 'ready') return;
        const [person] = await tx.select(recipientColumns).from(users).where(eq(users.id, row.userId));
        const channel = person && channelOf(person);
        if (!channel) return;
        const lang: Language = isLanguage(row.language) ? row.language : 'ar';
        const t = translator(lang, 'common');
        const link = `${deps.publicUrl.replace(/\/$/, '')}/${lang}/data-exports/${row.id}/download`;
        const values = { link, hours: DATA_EXPORT_LINK_HOURS };
        await messenger.send(
          { ...channel, subject: t('dataExport.mail.subject'), text: t('dataExport.mail.text', values) },
          tx,
        );
      });
    },
  };

  // Files past their time leave the disk (their rows stay, read as expired); an export whose job
  // never finished (its event dead) is given up so its owner may ask again.
  const sweep: SweepJob = async (now) => {
    await repo.giveUp(db, new Date(now.getTime() - DATA_EXPORT_GIVE_UP_MINUTES * 60_000), now);
    for (;;) {
      const released = await db.transaction((tx) => repo.releaseExpired(tx, now, SWEEP_BATCH));
      for (const { file } of released) await media.remove('exports', file);
      if (released.length < SWEEP_BATCH) return;
    }
  };

  return { handlers: [prepareHandler, mailHandler], sweeps: [sweep] };
}
