import { isTeamRole, type TeamRole, teamRoles } from '../../lib/policy/actor';
import type { TeamRepository } from './team.repository';

export type Console = { out(line: string): void; err(line: string): void };

export const USAGE = [
  'usage: npm run team -- grant <email> <role>',
  '       npm run team -- revoke <email> <role>',
  '       npm run team -- list',
  `roles: ${teamRoles.join(', ')}`,
].join('\n');

/** Exit codes: 0 done (or nothing to change), 1 no such account, 2 a command or role that does not exist. */
const EXIT = { ok: 0, noAccount: 1, usage: 2 } as const;

/**
 * `npm run team`: grants, revokes and lists team roles from the command line, the only way to make
 * the first admin. Grants made here have no grantor (granted_by is null, shown as "command line"),
 * and each grant or revocation writes an audit row without actor, in the same transaction.
 * A role changes what the account may do from its next request on; its sessions stay open.
 */
export async function runTeamCommand(
  args: readonly string[],
  team: TeamRepository,
  io: Console,
): Promise<number> {
  const [command, email, role, ...extra] = args;
  if (command === 'list' && email === undefined) return list(team, io);
  if ((command !== 'grant' && command !== 'revoke') || !email || !role || extra.length) {
    io.err(USAGE);
    return EXIT.usage;
  }
  if (!isTeamRole(role)) {
    io.err(`unknown role "${role}"; roles: ${teamRoles.join(', ')}`);
    return EXIT.usage;
  }
  const account = await team.accountByEmail(email);
  if (!account) {
    io.err(`no account signs in with ${email}`);
    return EXIT.noAccount;
  }
  const shown = account.email ?? email;
  if (command === 'grant') {
    io.out(
      (await team.grant(account.id, role, null))
        ? `granted ${role} to ${shown}`
        : `${shown} already holds ${role}`,
    );
  } else {
    io.out(
      (await team.revoke(account.id, role))
        ? `revoked ${role} from ${shown}`
        : `${shown} does not hold ${role}`,
    );
  }
  return EXIT.ok;
}

async function list(team: TeamRepository, io: Console) {
  const rows = await team.members();
  if (!rows.length) {
    io.out('no team members');
    return EXIT.ok;
  }
  const byAccount = new Map<number, { who: string; grants: string[] }>();
  for (const row of rows) {
    const who = row.deleted
      ? `account ${row.accountId} (deleted)`
      : `${row.email ?? `account ${row.accountId}`}`;
    const entry = byAccount.get(row.accountId) ?? { who, grants: [] };
    entry.grants.push(describe(row.role, row.grantedAt, row.grantedBy));
    byAccount.set(row.accountId, entry);
  }
  for (const { who, grants } of byAccount.values()) io.out(`${who}: ${grants.join('; ')}`);
  return EXIT.ok;
}

const describe = (role: TeamRole, at: Date, by: string | null) =>
  `${role} since ${at.toISOString().slice(0, 10)} by ${by ?? 'command line'}`;
