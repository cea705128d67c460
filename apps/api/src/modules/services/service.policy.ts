import type { Actor } from '../../lib/policy/actor';
import { isAccount, isUser } from '../../lib/policy/actor';
import { isServiceShown, type VisibleService } from '../../lib/policy/visibility';

/**
 * Who may do what with a service.
 * - `read`: its public page, for anyone, guests included, while it is public (not a draft, not deleted).
 * - `edit`: every change (wizard, media, parts, status, translation, deletion) and the edit form, for
 *   its owner only, in any status until it is deleted. No team role edits someone else's service.
 * - `contact`: a signed-in account sees the owner's e-mail and phone on its public page.
 * - `favorite`: a signed-in account keeps it while it is on offer (open, holiday or closed).
 * - `report`: a signed-in account reports a public service of someone else.
 * A refusal of `edit` answers 404 exactly like a missing service, so ids reveal nothing.
 */
export type ServiceAction = 'read' | 'edit' | 'contact' | 'favorite' | 'report';

export type ServiceResource = VisibleService & { ownerId: number };

export function canService(actor: Actor, action: ServiceAction, service: ServiceResource): boolean {
  switch (action) {
    case 'read':
      return isServiceShown(service, 'public');
    case 'edit':
      return isAccount(actor, service.ownerId) && service.deletedAt === null;
    case 'contact':
      return isUser(actor) && isServiceShown(service, 'public');
    case 'favorite':
      return isUser(actor) && isServiceShown(service, 'keepable');
    case 'report':
      return isUser(actor) && !isAccount(actor, service.ownerId) && isServiceShown(service, 'public');
  }
}
