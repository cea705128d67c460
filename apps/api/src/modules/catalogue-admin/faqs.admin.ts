import type { TeamFaq, TeamFaqRequest } from '@wasla/shared/contracts/catalogue-admin';
import type { Database } from '../../db/client';
import type { faqs } from '../../db/schema/catalogue';
import { actingRole, recordAudit } from '../../lib/audit/audit';
import { errors } from '../../lib/http/app-error';
import type { UserActor } from '../../lib/policy/actor';
import { TEAM_ACTIONS } from '../team/team.policy';
import { createCatalogueAdminRepository } from './catalogue-admin.repository';
import { freeSlug, slugBase } from './free-slug';

const present = (row: typeof faqs.$inferSelect): TeamFaq => ({
  id: row.id,
  slug: row.slug,
  topic: row.topic as TeamFaq['topic'],
  question: row.question,
  answer: row.answer,
  sort_order: row.sortOrder,
});

const valuesOf = (body: TeamFaqRequest) => ({
  topic: body.topic,
  question: body.question,
  answer: body.answer,
  sortOrder: body.sort_order,
});

/**
 * The FAQ as the admins write it, in all four languages at once. The FAQ page and the home page read
 * these rows on every request, so a saved question shows at once. Each change is audited with the
 * text before and after.
 */
export function createFaqsAdmin(db: Database) {
  const role = (actor: UserActor) => actingRole(actor, TEAM_ACTIONS['catalogue.edit']);

  return {
    list: async () => (await createCatalogueAdminRepository(db).faqs()).map(present),

    add: (actor: UserActor, body: TeamFaqRequest) =>
      db.transaction(async (tx) => {
        const repo = createCatalogueAdminRepository(tx);
        await repo.lockNewFaqs();
        const base = slugBase(body.question.en, 'question');
        const row = await repo.addFaq(freeSlug(base, await repo.faqSlugsLike(base)), valuesOf(body));
        await recordAudit(tx, {
          actor,
          role: role(actor),
          action: 'faq.create',
          subject: { kind: 'faq', id: row.id },
          after: present(row),
        });
        return present(row);
      }),

    update: (actor: UserActor, id: number, body: TeamFaqRequest) =>
      db.transaction(async (tx) => {
        const repo = createCatalogueAdminRepository(tx);
        const before = await repo.faqForUpdate(id);
        if (!before) throw errors.notFound();
        const after = await repo.updateFaq(id, valuesOf(body));
        await recordAudit(tx, {
          actor,
          role: role(actor),
          action: 'faq.update',
          subject: { kind: 'faq', id },
          before: present(before),
          after: present(after),
        });
        return present(after);
      }),

    remove: (actor: UserActor, id: number) =>
      db.transaction(async (tx) => {
        const repo = createCatalogueAdminRepository(tx);
        const before = await repo.faqForUpdate(id);
        if (!before) throw errors.notFound();
        await repo.deleteFaq(id);
        await recordAudit(tx, {
          actor,
          role: role(actor),
          action: 'faq.delete',
          subject: { kind: 'faq', id },
          before: present(before),
        });
        return { id };
      }),
  };
}

export type FaqsAdmin = ReturnType<typeof createFaqsAdmin>;
