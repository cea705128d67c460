import type {
  StaticPage,
  StaticPageSlug,
  StaticPageText,
  TeamStaticPage,
} from '@wasla/shared/contracts/catalogue-admin';
import { STATIC_PAGES } from '@wasla/shared/contracts/catalogue-admin';
import type { Language } from '@wasla/shared/languages';
import type { Database } from '../../db/client';
import { actingRole, recordAudit } from '../../lib/audit/audit';
import { clock } from '../../lib/clock';
import { errors } from '../../lib/http/app-error';
import type { UserActor } from '../../lib/policy/actor';
import { TEAM_ACTIONS } from '../team/team.policy';
import { createCatalogueAdminRepository } from './catalogue-admin.repository';

type Content = Record<Language, StaticPageText>;

/**
 * The legal pages as the admins write them in the four languages. Until a page is first saved it
 * has no row, and the site shows the text it ships with; the admins start from that text. Each save
 * is audited with the page before and after, and the site reads the row on every visit.
 */
export function createStaticPagesAdmin(db: Database) {
  const role = (actor: UserActor) => actingRole(actor, TEAM_ACTIONS['catalogue.edit']);

  return {
    list: async (): Promise<TeamStaticPage[]> => {
      const rows = await createCatalogueAdminRepository(db).staticPages();
      return STATIC_PAGES.map((slug) => {
        const row = rows.find((found) => found.slug === slug);
        return { slug, content: row?.content ?? null, updated_at: row?.updatedAt.toISOString() ?? null };
      });
    },

    /** The page in `lang` as last saved; not found while it still shows the shipped text. */
    read: async (slug: StaticPageSlug, lang: Language): Promise<StaticPage> => {
      const row = await createCatalogueAdminRepository(db).staticPage(slug);
      if (!row) throw errors.notFound();
      return { ...row.content[lang], updated_at: row.updatedAt.toISOString() };
    },

    save: (actor: UserActor, slug: StaticPageSlug, body: { content: Content; reason: string }) =>
      db.transaction(async (tx) => {
        const repo = createCatalogueAdminRepository(tx);
        const before = await repo.staticPageForUpdate(slug);
        const row = await repo.saveStaticPage(slug, body.content, clock.now(), actor.id);
        await recordAudit(tx, {
          actor,
          role: role(actor),
          action: 'static_page.update',
          subject: { kind: 'static_page', id: slug },
          before: before ? { content: before.content } : null,
          after: { content: row.content },
          reason: body.reason,
        });
        return { slug, content: row.content, updated_at: row.updatedAt.toISOString() };
      }),
  };
}

export type StaticPagesAdmin = ReturnType<typeof createStaticPagesAdmin>;
