import type { TeamCategory, TeamCategoryRequest } from '@wasla/shared/contracts/catalogue-admin';
import type { Database } from '../../db/client';
import type { categories } from '../../db/schema/catalogue';
import { actingRole, recordAudit } from '../../lib/audit/audit';
import { errors } from '../../lib/http/app-error';
import { fieldError } from '../../lib/http/field-errors';
import type { UserActor } from '../../lib/policy/actor';
import { TEAM_ACTIONS } from '../team/team.policy';
import { createCatalogueAdminRepository } from './catalogue-admin.repository';
import { freeSlug, slugBase } from './free-slug';

const present = (row: typeof categories.$inferSelect): TeamCategory => ({
  id: row.id,
  parent_id: row.parentId,
  slug: row.slug,
  icon: row.icon,
  name: row.name,
  description: row.description,
  sort_order: row.sortOrder,
  services_count: row.servicesCount,
});

/** Only a main category shows an icon; a sub category's is always none. */
const valuesOf = (body: TeamCategoryRequest, isMain: boolean) => ({
  name: body.name,
  description: body.description,
  icon: isMain ? body.icon : null,
  sortOrder: body.sort_order,
});

/**
 * The categories as the admins edit them: names and descriptions in four languages, icon and order,
 * and new main or sub categories. An address never changes, so links and services keep pointing at
 * the category. The tree, its counts and every listing that names a category are cached, so a change
 * clears those caches (on every instance) once it is committed; each change is audited.
 */
export function createCategoriesAdmin(db: Database, onChanged: () => void) {
  const role = (actor: UserActor) => actingRole(actor, TEAM_ACTIONS['catalogue.edit']);

  return {
    list: async () => (await createCatalogueAdminRepository(db).categories()).map(present),

    add: async (actor: UserActor, body: TeamCategoryRequest & { parent_id: number | null }) => {
      const made = await db.transaction(async (tx) => {
        const repo = createCatalogueAdminRepository(tx);
        if (body.parent_id !== null) {
          const parent = await repo.categoryForUpdate(body.parent_id);
          // Two levels only: a sub category sits under a main one.
          if (!parent || parent.parentId !== null) throw fieldError('parent_id', 'validation.invalid_choice');
        }
        await repo.lockNewCategories();
        const base = slugBase(body.name.en, 'category');
        const row = await repo.addCategory(
          freeSlug(base, await repo.categorySlugsLike(base)),
          body.parent_id,
          valuesOf(body, body.parent_id === null),
        );
        await recordAudit(tx, {
          actor,
          role: role(actor),
          action: 'category.create',
          subject: { kind: 'category', id: row.id },
          after: present(row),
        });
        return present(row);
      });
      onChanged();
      return made;
    },

    /**
     * Removes a category nothing hangs on any more (see `categoryHolds`), audited with what it was;
     * running the seed again does not bring it back (catalogue-seed.ts). The row is locked first: a
     * service saved into the category meanwhile either waits and is seen, or finds it gone.
     */
    remove: async (actor: UserActor, id: number) => {
      const removed = await db.transaction(async (tx) => {
        const repo = createCatalogueAdminRepository(tx);
        const before = await repo.categoryForUpdate(id);
        if (!before) throw errors.notFound();
        const holds = await repo.categoryHolds(id);
        if (holds.children) throw errors.conflict('category_has_children');
        if (holds.services || holds.tagged) throw errors.conflict('category_in_use');
        await repo.deleteCategory(id);
        await recordAudit(tx, {
          actor,
          role: role(actor),
          action: 'category.delete',
          subject: { kind: 'category', id },
          before: present(before),
        });
        return { id };
      });
      onChanged();
      return removed;
    },

    update: async (actor: UserActor, id: number, body: TeamCategoryRequest) => {
      const saved = await db.transaction(async (tx) => {
        const repo = createCatalogueAdminRepository(tx);
        const before = await repo.categoryForUpdate(id);
        if (!before) throw errors.notFound();
        const after = await repo.updateCategory(id, valuesOf(body, before.parentId === null));
        await recordAudit(tx, {
          actor,
          role: role(actor),
          action: 'category.update',
          subject: { kind: 'category', id },
          before: present(before),
          after: present(after),
        });
        return present(after);
      });
      onChanged();
      return saved;
    },
  };
}

export type CategoriesAdmin = ReturnType<typeof createCategoriesAdmin>;
