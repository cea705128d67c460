import { isbot } from 'isbot';
import type { Actor } from '../../lib/policy/actor';
import type { Visitor } from './visit-recorder';

/**
 * Who is visiting, for counting: nobody when the caller is a crawler, a link preview or a script
 * that says so; else the signed-in account (one visit a day whatever its devices), else the device
 * name the page sent. A guest without a device name is not counted.
 */
export function visitorOf(
  actor: Actor | null,
  device: string | undefined,
  userAgent: string | undefined,
): Visitor | null {
  if (userAgent && isbot(userAgent)) return null;
  if (actor?.kind === 'user') return { key: `u:${actor.id}`, userId: actor.id };
  return device ? { key: device, userId: null } : null;
}
