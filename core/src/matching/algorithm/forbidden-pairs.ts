/**
 * For each request, the requests on the other side it must not be paired with, as a compressed
 * sparse row (CSR): the targets of row `i` are `targets[offsets[i]]` to `targets[offsets[i + 1] - 1]`,
 * without duplicates. Typed arrays, not sets per request, so a million requests stay cheap.
 */
export interface ForbiddenRows {
  readonly offsets: Int32Array;
  readonly targets: Int32Array;
}

export interface ForbiddenLists {
  /** Per coach (its index in the accounts given): the coachee indices it must not meet. */
  readonly coach: ForbiddenRows;
  /** Per coachee: the coach indices; the same pairs seen from the other side. */
  readonly coachee: ForbiddenRows;
  /** The member number of each coach request and each coachee request: the same number, the same account. */
  readonly coachMembers: Int32Array;
  readonly coacheeMembers: Int32Array;
  readonly memberCount: number;
}

/**
 * Turns forbidden account pairs into forbidden request pairs.
 *
 * - A listed pair forbids the two people in both roles: "not the same two people as in either one's
 *   most recent project" does not depend on who coached. The caller lists both orders anyway; reading
 *   each pair both ways costs nothing and keeps the rule if one order is ever missing.
 * - Two requests of the same account are forbidden implicitly (nobody coaches themselves).
 * - Accounts may have several requests on a side: every combination is forbidden.
 */
export function forbiddenLists(
  coachAccounts: readonly string[],
  coacheeAccounts: readonly string[],
  pairs: ReadonlyArray<readonly [string, string]>,
): ForbiddenLists {
  const accounts = new AccountIndex(coachAccounts, coacheeAccounts);
  const coachSide: number[] = [];
  const coacheeSide: number[] = [];
  const forbid = (coachMember: number, coacheeMember: number) => {
    const firstCoachee = accounts.firstCoachee[coacheeMember] as number;
    for (
      let coach = accounts.firstCoach[coachMember] as number;
      coach !== -1;
      coach = accounts.nextCoach[coach] as number
    ) {
      for (let coachee = firstCoachee; coachee !== -1; coachee = accounts.nextCoachee[coachee] as number) {
        coachSide.push(coach);
        coacheeSide.push(coachee);
      }
    }
  };
  for (const [first, second] of pairs) {
    const a = accounts.members.find(first);
    const b = accounts.members.find(second);
    if (a === -1 || b === -1) continue;
    forbid(a, b);
    forbid(b, a);
  }
  for (const member of accounts.onBothSides) forbid(member, member);

  const coach = rowsOf(coachAccounts.length, coacheeAccounts.length, coachSide, coacheeSide);
  const coachee = rowsOf(coacheeAccounts.length, coachAccounts.length, coacheeSide, coachSide);
  return {
    coach,
    coachee,
    coachMembers: accounts.coachMembers,
    coacheeMembers: accounts.coacheeMembers,
    memberCount: accounts.members.size,
  };
}

/**
 * The same lists with a few more forbidden request pairs, `[coach index, coachee index]`: the
 * pairs a plan may not keep because it pairs the same two people already (see planMatching).
 */
export function withRequestPairs(
  lists: ForbiddenLists,
  pairs: ReadonlyArray<readonly [number, number]>,
): ForbiddenLists {
  const coachCount = lists.coach.offsets.length - 1;
  const coacheeCount = lists.coachee.offsets.length - 1;
  const coachSide: number[] = [];
  const coacheeSide: number[] = [];
  const { offsets, targets } = lists.coach;
  for (let row = 0; row < coachCount; row += 1) {
    for (let at = offsets[row] as number; at < (offsets[row + 1] as number); at += 1) {
      coachSide.push(row);
      coacheeSide.push(targets[at] as number);
    }
  }
  for (const [coach, coachee] of pairs) {
    coachSide.push(coach);
    coacheeSide.push(coachee);
  }
  return {
    ...lists,
    coach: rowsOf(coachCount, coacheeCount, coachSide, coacheeSide),
    coachee: rowsOf(coacheeCount, coachCount, coacheeSide, coachSide),
  };
}

/**
 * The requests of each account on each side, as linked lists over request indices (-1 ends them),
 * indexed by member number.
 */
class AccountIndex {
  readonly members: MemberTable;
  readonly firstCoach: Int32Array;
  readonly firstCoachee: Int32Array;
  readonly nextCoach: Int32Array;
  readonly nextCoachee: Int32Array;
  /** The member number of each request, by index. */
  readonly coachMembers: Int32Array;
  readonly coacheeMembers: Int32Array;
  /** Members with requests on both sides: their own requests are forbidden pairs. */
  readonly onBothSides: number[] = [];

  constructor(coachAccounts: readonly string[], coacheeAccounts: readonly string[]) {
    const capacity = coachAccounts.length + coacheeAccounts.length;
    this.members = new MemberTable(capacity);
    this.firstCoach = new Int32Array(capacity).fill(-1);
    this.firstCoachee = new Int32Array(capacity).fill(-1);
    this.nextCoach = new Int32Array(coachAccounts.length);
    this.nextCoachee = new Int32Array(coacheeAccounts.length);
    this.coachMembers = new Int32Array(coachAccounts.length);
    this.coacheeMembers = new Int32Array(coacheeAccounts.length);
    this.link(coachAccounts, this.firstCoach, this.nextCoach, this.coachMembers);
    this.link(coacheeAccounts, this.firstCoachee, this.nextCoachee, this.coacheeMembers);
  }

  private link(accounts: readonly string[], first: Int32Array, next: Int32Array, memberOf: Int32Array): void {
    const coachees = first === this.firstCoachee;
    for (let index = accounts.length - 1; index >= 0; index -= 1) {
      const member = this.members.add(accounts[index] as string);
      memberOf[index] = member;
      if (coachees && first[member] === -1 && this.firstCoach[member] !== -1) this.onBothSides.push(member);
      next[index] = first[member] as number;
      first[member] = index;
    }
  }
}

/**
 * Account → member number (0, 1, 2… in order of arrival): open addressing over an Int32Array sized
 * once. A Map of a million account ids took over a second here, mostly growing and chasing
 * pointers; this table takes a fraction of that.
 */
class MemberTable {
  /** Member number + 1 per slot; 0 is an empty slot. */
  private readonly slots: Int32Array;
  private readonly mask: number;
  /** By member number; pushed, because `new Array(n)` of a large n is a slow dictionary in V8. */
  private readonly accounts: string[] = [];

  constructor(capacity: number) {
    let size = 16;
    while (size < 2 * capacity) size *= 2;
    this.slots = new Int32Array(size);
    this.mask = size - 1;
  }

  /** How many members have a number. */
  get size(): number {
    return this.accounts.length;
  }

  /** The member number of an account, or -1. */
  find(account: string): number {
    const slot = this.slotOf(account);
    return (this.slots[slot] as number) - 1;
  }

  /** The member number of an account, given the next number if it is new. */
  add(account: string): number {
    const slot = this.slotOf(account);
    const entry = this.slots[slot] as number;
    if (entry !== 0) return entry - 1;
    this.accounts.push(account);
    this.slots[slot] = this.accounts.length;
    return this.accounts.length - 1;
  }

  /** The slot holding the account, or the empty slot where it belongs (linear probing). */
  private slotOf(account: string): number {
    let slot = fnv1a(account) & this.mask;
    for (;;) {
      const entry = this.slots[slot] as number;
      if (entry === 0 || this.accounts[entry - 1] === account) return slot;
      slot = (slot + 1) & this.mask;
    }
  }
}

/** 32-bit FNV-1a over the UTF-16 code units: fast, and spreads uuids well. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let at = 0; at < text.length; at += 1) hash = Math.imul(hash ^ text.charCodeAt(at), 0x01000193);
  return hash >>> 0;
}

/** Groups the pairs (from[k], to[k]) by `from` (a counting sort) and drops repeated pairs. */
function rowsOf(rowCount: number, columnCount: number, from: number[], to: number[]): ForbiddenRows {
  const counts = new Int32Array(rowCount + 1);
  for (const row of from) counts[row + 1] = (counts[row + 1] as number) + 1;
  for (let row = 0; row < rowCount; row += 1)
    counts[row + 1] = (counts[row + 1] as number) + (counts[row] as number);
  const grouped = new Int32Array(from.length);
  const fill = counts.slice(0, rowCount);
  from.forEach((row, k) => {
    const at = fill[row] as number;
    grouped[at] = to[k] as number;
    fill[row] = at + 1;
  });

  const offsets = new Int32Array(rowCount + 1);
  const targets = new Int32Array(from.length);
  const lastRowSeen = new Int32Array(columnCount).fill(-1);
  let size = 0;
  for (let row = 0; row < rowCount; row += 1) {
    for (let at = counts[row] as number; at < (counts[row + 1] as number); at += 1) {
      const column = grouped[at] as number;
      if (lastRowSeen[column] === row) continue;
      lastRowSeen[column] = row;
      targets[size] = column;
      size += 1;
    }
    offsets[row + 1] = size;
  }
  return { offsets, targets: targets.slice(0, size) };
}

/**
 * The same rows renumbered: row `order[p]` becomes row `p`, and each target `t` becomes
 * `targetPositionOf[t]`. Lets the rows be built from the requests in input order.
 */
export function inWaitingPositions(
  rows: ForbiddenRows,
  order: Int32Array,
  targetPositionOf: Int32Array,
): ForbiddenRows {
  const offsets = new Int32Array(order.length + 1);
  const targets = new Int32Array(rows.targets.length);
  let size = 0;
  order.forEach((row, position) => {
    for (let at = rows.offsets[row] as number; at < (rows.offsets[row + 1] as number); at += 1) {
      targets[size] = targetPositionOf[rows.targets[at] as number] as number;
      size += 1;
    }
    offsets[position + 1] = size;
  });
  return { offsets, targets };
}
