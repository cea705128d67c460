import { translator } from '@wasla/i18n/server-translator';
import { DATA_EXPORT_LINK_HOURS } from '@wasla/shared/business-constants';
import type { Language } from '@wasla/shared/languages';
import type { NotificationData } from '../../db/schema/notifications';
import type { Executor } from '../../lib/events/record-event';
import { presentData } from '../notifications/notifications.presenter';
import { csvHeader, csvLine } from './export-csv';
import type { ExportSectionsRepository, SectionName, SectionRow } from './export-sections.repository';
import { SECTION_NAMES } from './export-sections.repository';
import type { ZipEntry, ZipWriter } from './zip-writer';

/** Rows read and written per round trip: what an export holds in memory at most. */
export const EXPORT_PAGE_ROWS = 500;

/** The sections that are also given as CSV, with their columns (keys of each row's JSON). */
export const CSV_COLUMNS: Partial<Record<SectionName, readonly string[]>> = {
  deals: [
    'id',
    'code',
    'my_role',
    'stage',
    'title',
    'service_id',
    'client_id',
    'provider_id',
    'currency',
    'price',
    'total',
    'sent_at',
    'paid_at',
    'completed_at',
  ],
  wallet_statement: [
    'entry_id',
    'transfer_id',
    'created_at',
    'wallet',
    'kind',
    'currency',
    'amount_minor',
    'balance_after_minor',
    'reference_kind',
    'reference_id',
  ],
  messages: [
    'id',
    'conversation_id',
    'seq',
    'direction',
    'sender_id',
    'with_account_id',
    'kind',
    'body',
    'about_deal_id',
    'created_at',
  ],
  notifications: ['id', 'kind', 'message', 'read_at', 'created_at'],
};

/** Every file of the archive, in order: the README, the profile, then each section's JSON and CSV. */
export const EXPORT_FILES = [
  'README.txt',
  'profile.json',
  ...SECTION_NAMES.flatMap((name) => [`${name}.json`, ...(CSV_COLUMNS[name] ? [`${name}.csv`] : [])]),
];

/** Hands the entry text in pieces of about 64 kB: deflating many tiny pieces costs far more. */
function buffered(entry: ZipEntry): ZipEntry {
  let pending = '';
  return {
    async write(text) {
      pending += text;
      if (pending.length < 65_536) return;
      const piece = pending;
      pending = '';
      await entry.write(piece);
    },
    async end() {
      if (pending) await entry.write(pending);
      pending = '';
      await entry.end();
    },
  };
}

const json = (value: unknown) =>
  JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? v.toString() : v), 2);

/**
 * Writes an account's data into the archive: a README in the owner's language, the profile, and each
 * section as a JSON array (and CSV for the tabular ones), read a page at a time. A notification is
 * given with its sentence rendered in the owner's language beside its template and facts.
 */
export function createExportBuilder(deps: { sections: ExportSectionsRepository; executor: Executor }) {
  const { sections, executor } = deps;

  async function* rowsOf(section: SectionName, userId: number, lang: Language) {
    const t = translator(lang, 'common');
    let after = 0;
    for (;;) {
      const page: SectionRow[] = await sections.page(executor, section, userId, after, EXPORT_PAGE_ROWS);
      for (const { row } of page) {
        if (section !== 'notifications') yield row;
        else {
          const facts = presentData(row.data as NotificationData, lang);
          const texts = Object.fromEntries(Object.entries(facts).map(([name, fact]) => [name, fact.text]));
          yield { ...row, message: t(`notifications.${String(row.template)}`, texts) };
        }
      }
      if (page.length < EXPORT_PAGE_ROWS) return;
      after = page.at(-1)!.key;
    }
  }

  function readme(lang: Language, now: Date) {
    const t = translator(lang, 'common');
    const lines = [
      t('dataExport.readme.title'),
      '',
      t('dataExport.readme.intro', { date: now.toISOString().slice(0, 16).replace('T', ' ') }),
      '',
      `profile.json: ${t('dataExport.readme.files.profile')}`,
      ...SECTION_NAMES.map((name) => {
        const files = [`${name}.json`, ...(CSV_COLUMNS[name] ? [`${name}.csv`] : [])].join(', ');
        return `${files}: ${t(`dataExport.readme.files.${name}`)}`;
      }),
      '',
      t('dataExport.readme.money'),
      t('dataExport.readme.csv'),
      t('dataExport.readme.keep', { hours: DATA_EXPORT_LINK_HOURS }),
    ];
    return `${lines.join('\r\n')}\r\n`;
  }

  return {
    async write(zip: ZipWriter, userId: number, lang: Language, now: Date) {
      const about = zip.entry('README.txt');
      await about.write(readme(lang, now));
      await about.end();
      const profile = zip.entry('profile.json');
      await profile.write(`${json((await sections.profile(executor, userId)) ?? null)}\n`);
      await profile.end();
      for (const section of SECTION_NAMES) {
        const file = buffered(zip.entry(`${section}.json`));
        await file.write('[');
        let first = true;
        for await (const row of rowsOf(section, userId, lang)) {
          await file.write(`${first ? '\n' : ',\n'}${json(row)}`);
          first = false;
        }
        await file.write(first ? ']\n' : '\n]\n');
        await file.end();
        const columns = CSV_COLUMNS[section];
        if (!columns) continue;
        // A second read rather than holding the rows: the entries of a ZIP are written one after another.
        const csv = buffered(zip.entry(`${section}.csv`));
        await csv.write(csvHeader(columns));
        for await (const row of rowsOf(section, userId, lang))
          await csv.write(csvLine(columns.map((column) => row[column])));
        await csv.end();
      }
    },
  };
}

export type ExportBuilder = ReturnType<typeof createExportBuilder>;
