/**
 * Where a service is offered (SPEC.md section 5, "Address"). A null level means "all": a null country
 * is everywhere, a null state is every state of the country, a null city every city of the state.
 * The rules read only ids, so the form checks a place before sending it and the server checks it again
 * under a lock.
 */
export type PlaceRef = { country_id: number | null; state_id: number | null; city_id: number | null };

export type PlaceProblem =
  | 'validation.place_incomplete'
  | 'validation.place_same_city'
  | 'validation.place_duplicate'
  | 'validation.place_after_all'
  | 'validation.place_all_alone';

const samePlace = (a: PlaceRef, b: PlaceRef) =>
  a.country_id === b.country_id && a.state_id === b.state_id && a.city_id === b.city_id;

/** True when `outer` is an "all" that takes in `inner` (a place never covers itself). */
export function covers(outer: PlaceRef, inner: PlaceRef): boolean {
  if (samePlace(outer, inner)) return false;
  if (outer.country_id === null) return true;
  if (outer.country_id !== inner.country_id) return false;
  if (outer.state_id === null) return true;
  return outer.state_id === inner.state_id && outer.city_id === null;
}

/** The first rule a new place breaks against the places already added, or undefined when it fits. */
export function checkNewPlace(existing: readonly PlaceRef[], candidate: PlaceRef): PlaceProblem | undefined {
  if (
    (candidate.country_id === null && candidate.state_id !== null) ||
    (candidate.state_id === null && candidate.city_id !== null)
  ) {
    return 'validation.place_incomplete';
  }
  for (const place of existing) {
    if (candidate.city_id !== null && place.city_id === candidate.city_id)
      return 'validation.place_same_city';
    if (samePlace(place, candidate)) return 'validation.place_duplicate';
    // Nothing is added after an "all" that takes it in, and an "all" is not added over other places.
    if (covers(place, candidate)) return 'validation.place_after_all';
    if (covers(candidate, place)) return 'validation.place_all_alone';
  }
  return undefined;
}
