import type { InferSelectModel } from 'drizzle-orm';
import { services } from '../schema/services';
import { defineFactory, type Overrides } from './define-factory';
import type { Writer } from './insert-rows';
import {
  budgetFactory,
  extraOptionFactory,
  mediaFactory,
  placeFactory,
  propertyAnswerFactory,
  serviceTagFactory,
  socialChannelFactory,
} from './service-parts';

/** What a part's factory takes, less the service, which the service factory fills in. */
type PartOf<F extends { build: (overrides: never) => unknown }> = Omit<
  Parameters<F['build']>[0],
  'serviceId'
>;

/** The parts of a service, each written in its own table; none unless given. */
export type ServiceParts = {
  budgets?: PartOf<typeof budgetFactory>[];
  extraOptions?: PartOf<typeof extraOptionFactory>[];
  places?: PartOf<typeof placeFactory>[];
  social?: PartOf<typeof socialChannelFactory>[];
  tagIds?: number[];
  properties?: PartOf<typeof propertyAnswerFactory>[];
  media?: PartOf<typeof mediaFactory>[];
};

/** A service to write: its owner, any of its columns, and its parts. */
export type ServiceDraft = Overrides<typeof services, 'userId'> & ServiceParts;
export type ServiceRow = InferSelectModel<typeof services>;

const serviceRows = defineFactory<typeof services, 'userId'>(
  services,
  (n) => ({ code: `S${n}`, slug: `service-s${n}`, type: 'provided', name: { en: `Service ${n}` } }),
  { key: (row) => row.code },
);

const PART_KEYS = ['budgets', 'extraOptions', 'places', 'social', 'tagIds', 'properties', 'media'] as const;
const columnsOf = (draft: ServiceDraft) => {
  const columns: Record<string, unknown> = { ...draft };
  for (const key of PART_KEYS) delete columns[key];
  return columns as Overrides<typeof services, 'userId'>;
};

/**
 * Services with their parts: a draft by default (the database's own default status), with no price,
 * place or picture. Nothing derived is computed here: the search document, the lowest price and the
 * stored counts are refreshed by the caller (`refreshListingFacts`, `recountListings`), or given as
 * columns when a bulk load computes them itself.
 */
export const serviceFactory = {
  build: (draft: ServiceDraft) => serviceRows.build(columnsOf(draft)),

  /**
   * Writes the services, then each table of parts in one statement or a few for all of them, and
   * answers the services as stored. The parts are not read back: nobody needs them, and a bulk load
   * of 100,000 services would wait for a million rows it throws away.
   */
  async many(
    db: Writer,
    drafts: ServiceDraft[],
    options: { perStatement?: number } = {},
  ): Promise<ServiceRow[]> {
    const rows = await serviceRows.many(db, drafts.map(columnsOf), options);
    const partsOf = <P>(pick: (draft: ServiceDraft) => P[] | undefined) =>
      drafts.flatMap((draft, index) =>
        (pick(draft) ?? []).map((part) => ({ ...part, serviceId: rows[index]!.id })),
      );
    const unread = { returning: false };
    await budgetFactory.many(
      db,
      partsOf((d) => d.budgets),
      unread,
    );
    await extraOptionFactory.many(
      db,
      partsOf((d) => d.extraOptions),
      unread,
    );
    await placeFactory.many(
      db,
      partsOf((d) => d.places),
      unread,
    );
    await socialChannelFactory.many(
      db,
      partsOf((d) => d.social),
      unread,
    );
    await serviceTagFactory.many(
      db,
      partsOf((d) => d.tagIds?.map((tagId) => ({ tagId }))),
      unread,
    );
    await propertyAnswerFactory.many(
      db,
      partsOf((d) => d.properties),
      unread,
    );
    await mediaFactory.many(
      db,
      partsOf((d) => d.media),
      unread,
    );
    return rows;
  },

  async one(db: Writer, draft: ServiceDraft): Promise<ServiceRow> {
    const [row] = await serviceFactory.many(db, [draft]);
    return row!;
  },
};
