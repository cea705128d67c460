import { categoryTreeItemSchema } from '@wasla/shared/contracts/catalogue';
import { successEnvelope } from '@wasla/shared/contracts/envelope';
import { type Language, localize } from '@wasla/shared/languages';
import { z } from 'zod';
import { errors } from '../../lib/http/app-error';
import { ok } from '../../lib/http/envelope';
import { presentCategoryTree, presentProperty } from './categories.presenter';
import type { CategoriesRepository } from './categories.repository';

export const categoryTreeReply = successEnvelope(z.array(categoryTreeItemSchema));

export function createCategoriesService(repo: CategoriesRepository) {
  async function mainIdOf(categoryId: number) {
    const category = await repo.findById(categoryId);
    if (!category) throw errors.notFound('category_not_found');
    return { category, mainId: category.parentId ?? category.id };
  }

  return {
    /** The whole tree in one language, checked against its contract (it is cached once built). */
    async tree(lang: Language) {
      return categoryTreeReply.parse(ok(presentCategoryTree(await repo.listAll(), lang)));
    },

    async properties(categoryId: number, lang: Language, otherLabel: string) {
      const { mainId } = await mainIdOf(categoryId);
      const { props, options } = await repo.propertiesOf(mainId);
      return props.map((prop) =>
        presentProperty(
          prop,
          options.filter((o) => o.propertyId === prop.id),
          lang,
          otherLabel,
        ),
      );
    },

    async tags(categoryId: number, lang: Language) {
      const { category, mainId } = await mainIdOf(categoryId);
      const rows = await repo.tagsOf([...new Set([category.id, mainId])]);
      return rows.map((row) => ({ id: row.id, name: localize(row.name, lang), category_id: row.categoryId }));
    },
  };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;
