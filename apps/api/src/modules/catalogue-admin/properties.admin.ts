import type { TeamProperty, TeamPropertyRequest } from '@wasla/shared/contracts/catalogue-admin';
import type { Database } from '../../db/client';
import type { categoryProperties, propertyOptions } from '../../db/schema/catalogue';
import { actingRole, recordAudit } from '../../lib/audit/audit';
import { errors } from '../../lib/http/app-error';
import { fieldError } from '../../lib/http/field-errors';
import type { UserActor } from '../../lib/policy/actor';
import { TEAM_ACTIONS } from '../team/team.policy';
import { type CatalogueAdminRepository, createCatalogueAdminRepository } from './catalogue-admin.repository';
import { freeSlug, slugBase } from './free-slug';

type PropertyRow = typeof categoryProperties.$inferSelect;
type OptionRow = typeof propertyOptions.$inferSelect;

const present = (row: PropertyRow, options: OptionRow[]): TeamProperty => ({
  id: row.id,
  category_id: row.categoryId,
  key: row.key,
  name: row.name,
  sort_order: row.sortOrder,
  options: options
    .filter((option) => option.propertyId === row.id)
    .map((option) => ({ id: option.id, name: option.name, sort_order: option.sortOrder })),
});

/**
 * Renames the options named by id and appends the new ones after the last. Every option the property
 * has must still be there: services keep the ids of the options they chose, so none is removed.
 */
async function writeOptions(repo: CatalogueAdminRepository, propertyId: number, body: TeamPropertyRequest) {
  const existing = await repo.propertyOptions([propertyId]);
  const ids = new Set(existing.map((option) => option.id));
  const sent = body.options.flatMap((option) => (option.id === undefined ? [] : [option.id]));
  if (sent.some((id) => !ids.has(id)) || new Set(sent).size !== sent.length)
    throw fieldError('options', 'validation.invalid_choice');
  if (sent.length !== ids.size) throw fieldError('options', 'validation.options_kept');
  let next = existing.reduce((max, option) => Math.max(max, option.sortOrder + 1), 0);
  for (const option of body.options) {
    if (option.id === undefined) await repo.addOption(propertyId, option.name, next++);
    else await repo.renameOption(option.id, option.name);
  }
}

/**
 * The properties of the main categories (what a service's author answers: the platform, the
 * language…) as the admins edit them: names and options in four languages, new properties and new
 * options. Audited with before and after; `onChanged` clears the cached replies that carry them.
 */
export function createPropertiesAdmin(db: Database, onChanged: () => void) {
  const role = (actor: UserActor) => actingRole(actor, TEAM_ACTIONS['catalogue.edit']);

  async function read(repo: CatalogueAdminRepository, id: number) {
    const row = (await repo.propertyForUpdate(id))!;
    return present(row, await repo.propertyOptions([id]));
  }

  return {
    list: async () => {
      const repo = createCatalogueAdminRepository(db);
      const [rows, options] = await Promise.all([repo.properties(), repo.propertyOptions()]);
      return rows.map((row) => present(row, options));
    },

    add: async (actor: UserActor, categoryId: number, body: TeamPropertyRequest) => {
      const made = await db.transaction(async (tx) => {
        const repo = createCatalogueAdminRepository(tx);
        const category = await repo.categoryForUpdate(categoryId);
        if (!category) throw errors.notFound();
        // Properties belong to main categories; a sub category uses its main one's.
        if (category.parentId !== null) throw fieldError('category_id', 'validation.invalid_choice');
        if (body.options.some((option) => option.id !== undefined))
          throw fieldError('options', 'validation.invalid_choice');
        const key = freeSlug(slugBase(body.name.en, 'property'), await repo.propertyKeys(categoryId));
        const row = await repo.addProperty(categoryId, key, body.name, body.sort_order);
        await writeOptions(repo, row.id, body);
        const after = await read(repo, row.id);
        await recordAudit(tx, {
          actor,
          role: role(actor),
          action: 'property.create',
          subject: { kind: 'property', id: row.id },
          after,
        });
        return after;
      });
      onChanged();
      return made;
    },

    update: async (actor: UserActor, id: number, body: TeamPropertyRequest) => {
      const saved = await db.transaction(async (tx) => {
        const repo = createCatalogueAdminRepository(tx);
        if (!(await repo.propertyForUpdate(id))) throw errors.notFound();
        const before = await read(repo, id);
        await repo.updateProperty(id, body.name, body.sort_order);
        await writeOptions(repo, id, body);
        const after = await read(repo, id);
        await recordAudit(tx, {
          actor,
          role: role(actor),
          action: 'property.update',
          subject: { kind: 'property', id },
          before,
          after,
        });
        return after;
      });
      onChanged();
      return saved;
    },
  };
}

export type PropertiesAdmin = ReturnType<typeof createPropertiesAdmin>;
