const none = -1;

/**
 * Mendelsohn–Dulmage, constructively: from a matching that serves the set A of coaches and one
 * that serves the set B of coachees, builds one matching that serves both A and B.
 *
 * `coacheeOfCoach` is the first matching seen from the coaches, `coachOfCoachee` the second seen
 * from the coachees. Their union splits into common edges, alternating cycles and alternating
 * paths. Common edges and cycles keep the first matching (it covers every vertex on them). On a
 * path, the first matching leaves uncovered only an end whose single edge is from the second one;
 * that is harmless unless the end is a coachee (it may be in B), and then the second matching is
 * taken instead, which leaves uncovered only an end that the first one alone covered. Such an end
 * is either a coach not served by the first (so not in A) or a coachee not served by the second
 * (so not in B). Linear time.
 *
 * Returns the coachee of each coach in the combined matching (-1: unpaired).
 */
export function combineMatchings(coacheeOfCoach: Int32Array, coachOfCoachee: Int32Array): Int32Array {
  const coachCount = coacheeOfCoach.length;
  const vertexCount = coachCount + coachOfCoachee.length;
  // Vertices: coach c is c, coachee e is coachCount + e. Partner in each matching, or -1.
  const inFirst = new Int32Array(vertexCount).fill(none);
  const inSecond = new Int32Array(vertexCount).fill(none);
  coacheeOfCoach.forEach((coachee, coach) => {
    if (coachee === none) return;
    inFirst[coach] = coachCount + coachee;
    inFirst[coachCount + coachee] = coach;
  });
  coachOfCoachee.forEach((coach, coachee) => {
    if (coach === none) return;
    inSecond[coach] = coachCount + coachee;
    inSecond[coachCount + coachee] = coach;
  });

  const combined = new Int32Array(coachCount).fill(none);
  const done = new Uint8Array(vertexCount);
  const take = (a: number, b: number) => {
    if (a < coachCount) combined[a] = b - coachCount;
    else combined[b] = a - coachCount;
  };

  for (let coach = 0; coach < coachCount; coach += 1) {
    const partner = inFirst[coach] as number;
    if (partner !== none && partner === inSecond[coach]) {
      take(coach, partner);
      done[coach] = 1;
      done[partner] = 1;
    }
  }

  const path = new Int32Array(vertexCount);
  for (let start = 0; start < vertexCount; start += 1) {
    if (done[start] === 1) continue;
    const inOne = inFirst[start] !== none;
    if (inOne === (inSecond[start] !== none)) continue; // no edge, or inside a path or a cycle
    // Walk from this end to the other, alternating between the matchings.
    let length = 0;
    let current = start;
    let fromFirst = inOne;
    path[length++] = start;
    done[start] = 1;
    for (;;) {
      const following = (fromFirst ? inFirst[current] : inSecond[current]) as number;
      if (following === none) break;
      path[length++] = following;
      done[following] = 1;
      current = following;
      fromFirst = !fromFirst;
    }
    const firstEdgeFromFirst = inOne;
    const lastEdgeFromFirst = length % 2 === 0 ? firstEdgeFromFirst : !firstEdgeFromFirst;
    const isCoachee = (vertex: number) => vertex >= coachCount;
    const useSecond =
      (isCoachee(start) && !firstEdgeFromFirst) ||
      (isCoachee(path[length - 1] as number) && !lastEdgeFromFirst);
    for (let edge = 0; edge < length - 1; edge += 1) {
      const edgeFromFirst = edge % 2 === 0 ? firstEdgeFromFirst : !firstEdgeFromFirst;
      if (edgeFromFirst !== useSecond) take(path[edge] as number, path[edge + 1] as number);
    }
  }

  // What is left are alternating cycles: the first matching covers them whole.
  for (let coach = 0; coach < coachCount; coach += 1) {
    if (done[coach] === 0 && inFirst[coach] !== none) take(coach, inFirst[coach] as number);
  }
  return combined;
}
