import type { AuditEntryReply } from '@wasla/shared/contracts/team';
import { formatDateTime } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';
import { useTranslation } from 'react-i18next';

/** A state or field change as the log keeps it, on one line: `status: pending → published`. */
function changes(before: AuditEntryReply['before'], after: AuditEntryReply['after']) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const shown = (value: unknown) => (value === undefined || value === null ? '—' : String(value));
  return keys.map((key) => `${key}: ${shown(before?.[key])} → ${shown(after?.[key])}`);
}

/** One row of the audit log: who, in which role, did what to which thing, what changed, and why. */
export function AuditEntry({ entry, lang }: { entry: AuditEntryReply; lang: Language }) {
  const { t, i18n } = useTranslation();
  const actionKey = `admin.audit.actions.${entry.action.replaceAll('.', '_')}`;
  const kindKey = `admin.audit.kinds.${entry.subject.kind}`;
  return (
    <li className="grid gap-1 rounded-2xl border border-line bg-surface p-4 text-sm">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-semibold text-base">
          {i18n.exists(actionKey) ? t(actionKey) : <span dir="ltr">{entry.action}</span>}
        </span>
        <span className="text-muted">
          {i18n.exists(kindKey) ? t(kindKey) : entry.subject.kind} <bdi dir="ltr">#{entry.subject.id}</bdi>
        </span>
      </p>
      <p className="text-muted">
        {entry.actor && entry.role
          ? t('admin.audit.by', { name: entry.actor.name, role: t(`admin.roles.${entry.role}`) })
          : t('admin.audit.by_command_line')}
        {' · '}
        <time dateTime={entry.at}>{formatDateTime(entry.at, lang)}</time>
      </p>
      {changes(entry.before, entry.after).map((line) => (
        <p key={line} className="font-mono text-xs">
          <span dir="ltr">{line}</span>
        </p>
      ))}
      {entry.reason ? <p>{t('admin.audit.reason', { reason: entry.reason })}</p> : null}
    </li>
  );
}

/** The audit rows of one record on its own page (for admins): what the team did to it, newest first. */
export function AuditSection({
  id,
  entries,
  lang,
}: {
  id: string;
  entries: AuditEntryReply[];
  lang: Language;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {t('admin.screens.audit.title')}
      </h2>
      {entries.length ? (
        <ul className="grid gap-3">
          {entries.map((entry) => (
            <AuditEntry key={entry.id} entry={entry} lang={lang} />
          ))}
        </ul>
      ) : (
        <p className="text-muted">{t('admin.audit.empty')}</p>
      )}
    </section>
  );
}
