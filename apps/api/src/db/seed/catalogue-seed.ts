import { slugify } from '@wasla/shared/slugify';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client';
import {
  categories,
  categoryProperties,
  cities,
  countries,
  currencies,
  faqs,
  paidFeatures,
  propertyOptions,
  states,
  tags,
} from '../schema/catalogue';
import { PAID_FEATURES } from './paid-features-seed';
import { loadCategories, loadFaqs, loadGeography, type SeedCategory } from './seed-data';

// Every insert upserts on a natural key, so the seed can run any number of times and refreshes the
// texts the team has not changed (see `untouchedByTeam`).
const refresh = (...columns: string[]) =>
  Object.fromEntries(columns.map((c) => [c, sql.raw(`excluded.${c}`)])) as Record<
    string,
    ReturnType<typeof sql.raw>
  >;

/**
 * Whether the team has never changed the row whose audit subject is (`kind`, `id`): a row the team
 * edited in the back office (an audit row names it) keeps the team's version, and running the seed
 * again only adds what is missing. Used as the `where` of an upsert's update, where the row's own
 * table names the existing row.
 */
const untouchedByTeam = (kind: string, id: SQL) =>
  sql`not exists (select 1 from audit_log a where a.subject_kind = ${kind} and a.subject_id = (${id})::text)`;

async function upsertCategories(db: Database, list: SeedCategory[], parentId: number | null) {
  if (!list.length) return [];
  await db
    .insert(categories)
    .values(
      list.map((c, i) => ({
        slug: c.slug,
        icon: c.icon ?? null,
        name: c.name,
        description: c.description,
        parentId,
        sortOrder: i,
      })),
    )
    .onConflictDoUpdate({
      target: categories.slug,
      set: refresh('icon', 'name', 'description', 'parent_id', 'sort_order'),
      setWhere: untouchedByTeam('category', sql`${categories.id}`),
    });
  // Read back rather than returned: a row the team changed is left as it is, and not returned.
  return db
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(
      inArray(
        categories.slug,
        list.map((c) => c.slug),
      ),
    );
}

/** The addresses of the categories the team removed: the seed does not bring them back. */
async function removedByTeam(db: Database) {
  const rows = await db.execute<{ slug: string }>(sql`
    select before->>'slug' as slug from audit_log where subject_kind = 'category' and action = 'category.delete'`);
  return new Set(rows.rows.map((row) => row.slug));
}

export async function seedCategories(db: Database) {
  const removed = await removedByTeam(db);
  const mains = loadCategories()
    .filter((main) => !removed.has(main.slug))
    .map((main) => ({ ...main, children: (main.children ?? []).filter((sub) => !removed.has(sub.slug)) }));
  const mainRows = await upsertCategories(db, mains, null);
  const idOf = new Map(mainRows.map((r) => [r.slug, r.id]));
  for (const main of mains) {
    const mainId = idOf.get(main.slug)!;
    await upsertCategories(db, main.children ?? [], mainId);

    const tagList = main.tags ?? [];
    if (tagList.length) {
      await db
        .insert(tags)
        .values(
          tagList.map((name) => ({
            categoryId: mainId,
            slug: slugify(name.en),
            name,
            origin: 'team' as const,
          })),
        )
        .onConflictDoUpdate({ target: [tags.categoryId, tags.slug], set: refresh('name', 'origin') });
    }

    for (const [order, property] of (main.properties ?? []).entries()) {
      await db
        .insert(categoryProperties)
        .values({ categoryId: mainId, key: property.key, name: property.name, sortOrder: order })
        .onConflictDoUpdate({
          target: [categoryProperties.categoryId, categoryProperties.key],
          set: refresh('name', 'sort_order'),
          setWhere: untouchedByTeam('property', sql`${categoryProperties.id}`),
        });
      const [row] = await db
        .select({ id: categoryProperties.id })
        .from(categoryProperties)
        .where(
          sql`${categoryProperties.categoryId} = ${mainId} and ${categoryProperties.key} = ${property.key}`,
        );
      // A property's options are edited with it (audited as the property).
      await db
        .insert(propertyOptions)
        .values(property.options.map((name, i) => ({ propertyId: row!.id, name, sortOrder: i })))
        .onConflictDoUpdate({
          target: [propertyOptions.propertyId, propertyOptions.sortOrder],
          set: refresh('name'),
          setWhere: untouchedByTeam('property', sql`${propertyOptions.propertyId}`),
        });
    }
  }
}

export async function seedGeography(db: Database) {
  const geo = loadGeography();
  await db
    .insert(currencies)
    .values(
      geo.currencies.map((c, i) => ({
        code: c.code,
        symbol: c.symbol,
        minorUnits: c.minor_units,
        name: c.name,
        usdRate: c.per_usd,
        sortOrder: i,
      })),
    )
    .onConflictDoUpdate({
      target: currencies.code,
      set: refresh('symbol', 'minor_units', 'name', 'usd_rate', 'sort_order'),
      // A rate the finance team set is theirs: the seed's rates are only a starting point.
      setWhere: untouchedByTeam('currency', sql`${currencies.code}`),
    });
  const currencyRows = await db.select({ id: currencies.id, code: currencies.code }).from(currencies);
  const currencyId = new Map(currencyRows.map((r) => [r.code, r.id]));

  for (const [order, country] of geo.countries.entries()) {
    const [row] = await db
      .insert(countries)
      .values({
        code: country.code,
        phoneCode: country.phone_code,
        phoneDigits: country.phone_digits,
        flag: country.flag,
        timezone: country.timezone,
        currencyId: currencyId.get(country.currency)!,
        name: country.name,
        sortOrder: order,
      })
      .onConflictDoUpdate({
        target: countries.code,
        set: refresh('phone_code', 'phone_digits', 'flag', 'timezone', 'currency_id', 'name', 'sort_order'),
      })
      .returning({ id: countries.id });
    const stateRows = await db
      .insert(states)
      .values(
        country.states.map((s, i) => ({ countryId: row!.id, code: s.code, name: s.name, sortOrder: i })),
      )
      .onConflictDoUpdate({ target: [states.countryId, states.code], set: refresh('name', 'sort_order') })
      .returning({ id: states.id, code: states.code });
    const stateId = new Map(stateRows.map((r) => [r.code, r.id]));
    const cityValues = country.states.flatMap((s) =>
      s.cities.map((name, i) => ({
        stateId: stateId.get(s.code)!,
        slug: slugify(name.en),
        name,
        sortOrder: i,
      })),
    );
    if (cityValues.length) {
      await db
        .insert(cities)
        .values(cityValues)
        .onConflictDoUpdate({ target: [cities.stateId, cities.slug], set: refresh('name', 'sort_order') });
    }
  }
}

export async function seedFaqs(db: Database) {
  const list = loadFaqs();
  await db
    .insert(faqs)
    .values(
      list.map((f, i) => ({
        slug: slugify(f.question.en).slice(0, 80),
        topic: f.topic,
        question: f.question,
        answer: f.answer,
        sortOrder: i,
      })),
    )
    .onConflictDoUpdate({
      target: faqs.slug,
      set: refresh('topic', 'question', 'answer', 'sort_order'),
      setWhere: untouchedByTeam('faq', sql`${faqs.id}`),
    });
}

export async function seedPaidFeatures(db: Database) {
  await db
    .insert(paidFeatures)
    .values(PAID_FEATURES)
    .onConflictDoUpdate({
      target: paidFeatures.slug,
      set: refresh('kind', 'value', 'currency_code', 'name'),
      setWhere: untouchedByTeam('paid_feature', sql`${paidFeatures.slug}`),
    });
}
