/**
 * The only source of "now" on the server. Timed rules read it so that tests can move time instead of
 * waiting; production never calls `setClock`.
 */
let offsetMs = 0;
let frozenAt: number | null = null;

export const clock = {
  now(): Date {
    return new Date(frozenAt ?? Date.now() + offsetMs);
  },
};

export function freezeClock(at: Date) {
  frozenAt = at.getTime();
}

export function advanceClock(ms: number) {
  if (frozenAt !== null) frozenAt += ms;
  else offsetMs += ms;
}

export function resetClock() {
  offsetMs = 0;
  frozenAt = null;
}
