import type { TeamPlan } from '@wasla/shared/contracts/plans';
import { type Language, localize } from '@wasla/shared/languages';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { plans } from '../../db/schema/plans';
import { actingRole, recordAudit } from '../../lib/audit/audit';
import { errors } from '../../lib/http/app-error';
import type { UserActor } from '../../lib/policy/actor';
import { TEAM_ACTIONS } from '../team/team.policy';

type Limits = { services_limit: number; media_limit: number; deliveries_limit: number };

const present = (row: typeof plans.$inferSelect, lang: Language): TeamPlan => ({
  id: row.id,
  slug: row.slug,
  name: localize(row.name, lang),
  services_limit: row.servicesLimit,
  media_limit: row.mediaLimit,
  deliveries_limit: row.deliveriesLimit,
});

/**
 * The plans' limits as the admins edit them. Limits are read from the row on every request that
 * checks one (a new service, a new file, a new deal), so a change applies at once, with no restart
 * and nothing to invalidate; each is audited with its before and after.
 */
export function createPlanLimitsAdmin(db: Database) {
  return {
    list: async (lang: Language) =>
      (await db.select().from(plans).orderBy(asc(plans.sortOrder), asc(plans.id))).map((row) =>
        present(row, lang),
      ),

    update: (actor: UserActor, id: number, limits: Limits, reason: string, lang: Language) =>
      db.transaction(async (tx) => {
        const [before] = await tx.select().from(plans).where(eq(plans.id, id)).for('update');
        if (!before) throw errors.notFound();
        const [after] = await tx
          .update(plans)
          .set({
            servicesLimit: limits.services_limit,
            mediaLimit: limits.media_limit,
            deliveriesLimit: limits.deliveries_limit,
          })
          .where(eq(plans.id, id))
          .returning();
        await recordAudit(tx, {
          actor,
          role: actingRole(actor, TEAM_ACTIONS['catalogue.edit']),
          action: 'plan.limits',
          subject: { kind: 'plan', id },
          before: present(before, lang),
          after: present(after!, lang),
          reason,
        });
        return present(after!, lang);
      }),
  };
}

export type PlanLimitsAdmin = ReturnType<typeof createPlanLimitsAdmin>;
