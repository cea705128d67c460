import type { Database } from '@wasla/api/db/client';
import { type Catalogue, readCatalogue } from '@wasla/api/db/seed/marketplace/catalogue';
import { type DemoContent, loadDemoContent } from '@wasla/api/db/seed/marketplace/demo-content';
import type { LocalizedText } from '@wasla/shared/languages';
import { sql } from 'drizzle-orm';

export type StoredPicture = {
  file: string;
  thumb: string | null;
  mime: string | null;
  sizeBytes: number | null;
  width: number | null;
  height: number | null;
};

export type MainCategory = {
  id: number;
  slug: string;
  subs: { id: number; slug: string; name: LocalizedText }[];
};

/**
 * Everything the generated catalogue is drawn from, read from a database where the catalogue and
 * the demo marketplace are already seeded: categories, tags and their names, properties, currencies,
 * places, the demo's words, and the demo's stored pictures and avatars, which the generated services
 * and providers show again (so pages have real images without rendering 100,000 of them).
 */
export type CatalogueSource = {
  catalogue: Catalogue;
  content: DemoContent;
  mains: MainCategory[];
  tagNames: Map<number, Partial<LocalizedText>>;
  picturesOf: Map<number, StoredPicture[]>;
  avatars: string[];
  takenServiceCodes: Set<string>;
  takenUserCodes: Set<string>;
};

export async function readCatalogueSource(db: Database): Promise<CatalogueSource> {
  const catalogue = await readCatalogue(db);
  const content = loadDemoContent();
  const categories = [...catalogue.categoryBySlug.values()];
  const mains = categories
    .filter((c) => c.parentId === null && content.categories[c.slug])
    .map((main) => ({
      id: main.id,
      slug: main.slug,
      subs: categories
        .filter((c) => c.parentId === main.id)
        .map((c) => ({ id: c.id, slug: c.slug, name: c.name })),
    }))
    .filter((main) => main.subs.length > 0)
    .sort((a, b) => a.id - b.id);

  const tagRows = await db.execute<{ id: number; name: Partial<LocalizedText> }>(
    sql`select id, name from tags`,
  );
  const pictureRows = await db.execute<
    StoredPicture & { main_category_id: number; size_bytes: number | null }
  >(sql`
    select distinct on (m.file) s.main_category_id, m.file, m.thumb, m.mime, m.size_bytes, m.width, m.height
    from service_media m join services s on s.id = m.service_id
    where m.kind = 'image' and m.file is not null order by m.file`);
  const picturesOf = new Map<number, StoredPicture[]>();
  for (const row of pictureRows.rows) {
    const list = picturesOf.get(row.main_category_id) ?? [];
    list.push({
      file: row.file,
      thumb: row.thumb,
      mime: row.mime,
      sizeBytes: row.size_bytes,
      width: row.width,
      height: row.height,
    });
    picturesOf.set(row.main_category_id, list);
  }
  const avatarRows = await db.execute<{ avatar_path: string }>(
    sql`select distinct avatar_path from users where avatar_path is not null order by avatar_path`,
  );
  const serviceCodes = await db.execute<{ code: string }>(sql`select code from services`);
  const userCodes = await db.execute<{ code: string }>(sql`select code from users`);
  return {
    catalogue,
    content,
    mains,
    tagNames: new Map(tagRows.rows.map((t) => [Number(t.id), t.name])),
    picturesOf,
    avatars: avatarRows.rows.map((r) => r.avatar_path),
    takenServiceCodes: new Set(serviceCodes.rows.map((r) => r.code)),
    takenUserCodes: new Set(userCodes.rows.map((r) => r.code)),
  };
}
