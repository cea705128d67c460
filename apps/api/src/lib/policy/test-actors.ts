import { type Actor, guest, userActor } from './actor';

/** The cast of the policy tables: account 1 owns the resources, account 2 is someone else. */
export const actors = {
  guest,
  owner: userActor(1),
  other: userActor(2),
  moderator: userActor(3, ['moderator']),
  finance: userActor(4, ['finance']),
  support: userActor(5, ['support']),
  admin: userActor(6, ['admin']),
} satisfies Record<string, Actor>;

export type ActorName = keyof typeof actors;
export const OWNER_ID = actors.owner.id;
