import type { ForbiddenRows } from './forbidden-pairs.ts';
import { bothLanguages, languageClassCount, onlyEnglish, onlyTurkish } from './language-classes.ts';

/**
 * One side of the implicit graph: left vertices are processed in priority (waiting) order, index 0
 * first. Left `l` and right `r` are adjacent when their classes meet and `r` is not in `l`'s
 * forbidden row.
 */
export interface ClassGraph {
  readonly leftClass: Int8Array;
  readonly rightClass: Int8Array;
  readonly leftForbidden: ForbiddenRows;
}

/** Between two progress reports, so a long run can show it is alive without slowing down. */
export const progressStep = 10_000;

/**
 * Kuhn's algorithm with the left vertices taken in priority order: each one in turn looks for an
 * augmenting path, and a left vertex once matched stays matched. The matched left set is then the
 * greedy basis of the left side's transversal matroid (the earliest set in waiting order that any
 * maximum matching can serve), and the matching is maximum.
 *
 * The graph is implicit. Right vertices sit in doubly linked lists ("buckets") by their class and
 * by the class of their mate (or free), so that:
 * - a free partner is found in O(1 + forbidden row), and the oldest free one of a class is first;
 * - a search first follows mates that have a free partner themselves: without forbidden pairs, a
 *   path of length 3 exists whenever any does (ADR 0019), so it is found after a handful of steps;
 * - a search removes what it visits from the buckets, so it touches each vertex once, and skipping a
 *   forbidden vertex is charged to the forbidden row that caused it.
 * A search that fails leaves what it visited removed for good: no later augmenting path can pass
 * through its alternating tree (every neighbour of the tree is in the tree, and all of it is
 * matched). So the total work stays near linear even when many requests remain unmatched.
 *
 * Returns the right mate of each left vertex (-1: unmatched).
 */
export function priorityMatching(graph: ClassGraph, onProgress?: (done: number) => void): Int32Array {
  const state = new SearchState(graph);
  const leftCount = graph.leftClass.length;
  for (let root = 0; root < leftCount; root += 1) {
    if (graph.leftClass[root] !== -1 && state.freeTotal > 0) state.search(root);
    if (onProgress && (root + 1) % progressStep === 0) onProgress(root + 1);
  }
  return state.mateOfLeft;
}

const bucketsPerClass = 7;
/** Slot of a free right vertex within its class's buckets; slots 0–5 are mateClass * 2 + mateHasForbidden. */
const freeSlot = 6;
const none = -1;

/** By left class: the right classes it meets, single-language first (see preferredFreeClasses). */
const meets: readonly (readonly number[])[] = [
  [onlyTurkish, bothLanguages],
  [onlyEnglish, bothLanguages],
  [onlyTurkish, onlyEnglish, bothLanguages],
];

const englishFirst: readonly number[] = [onlyEnglish, onlyTurkish, bothLanguages];

class SearchState {
  readonly mateOfLeft: Int32Array;
  readonly mateOfRight: Int32Array;
  freeTotal = 0;
  private readonly graph: ClassGraph;
  private readonly leftHasForbidden: Uint8Array;
  private readonly freeCount = new Int32Array(languageClassCount);
  // Buckets: doubly linked lists over right vertices.
  private readonly head = new Int32Array(languageClassCount * bucketsPerClass).fill(none);
  private readonly tail = new Int32Array(languageClassCount * bucketsPerClass).fill(none);
  private readonly next: Int32Array;
  private readonly previous: Int32Array;
  private readonly bucketOf: Int8Array;
  // Per search: the BFS queue of left vertices, the right vertices taken out, and who reached them.
  private readonly queue: Int32Array;
  private readonly visited: Int32Array;
  private visitedCount = 0;
  private readonly reachedFrom: Int32Array;
  // Forbidden rows as marks, so a look-up is O(1): `expandMark[r] === expandToken` while the row
  // of the left vertex being expanded holds r; the probe of its mates uses the second pair.
  private readonly expandMark: Int32Array;
  private expandToken = 0;
  private readonly probeMark: Int32Array;
  private probeToken = 0;
  /** expansionOrders by which mate classes have a free partner (3 bits): computed once each. */
  private readonly ordersByFreeClasses: (readonly Int32Array[] | undefined)[] = [];

  constructor(graph: ClassGraph) {
    this.graph = graph;
    const leftCount = graph.leftClass.length;
    const rightCount = graph.rightClass.length;
    this.mateOfLeft = new Int32Array(leftCount).fill(none);
    this.mateOfRight = new Int32Array(rightCount).fill(none);
    const { offsets } = graph.leftForbidden;
    this.leftHasForbidden = new Uint8Array(leftCount);
    for (let left = 0; left < leftCount; left += 1) {
      this.leftHasForbidden[left] = (offsets[left + 1] as number) > (offsets[left] as number) ? 1 : 0;
    }
    this.next = new Int32Array(rightCount);
    this.previous = new Int32Array(rightCount);
    this.bucketOf = new Int8Array(rightCount).fill(none);
    this.queue = new Int32Array(leftCount);
    this.visited = new Int32Array(rightCount);
    this.reachedFrom = new Int32Array(rightCount);
    this.expandMark = new Int32Array(rightCount);
    this.probeMark = new Int32Array(rightCount);
    // Appended in waiting order, and free vertices only ever leave: each free list stays oldest first.
    for (let right = 0; right < rightCount; right += 1) {
      const rightClass = graph.rightClass[right] as number;
      if (rightClass === -1) continue;
      this.insert(right, rightClass * bucketsPerClass + freeSlot);
      this.freeCount[rightClass] = (this.freeCount[rightClass] as number) + 1;
      this.freeTotal += 1;
    }
  }

  /** Looks for an augmenting path from the free left vertex `root` and applies it. */
  search(root: number): boolean {
    const rootToken = this.markForbidden(root, this.expandMark, 'expand');
    const free = this.freePartner(root, this.expandMark, rootToken);
    if (free !== none) {
      this.takeFree(free);
      this.pair(root, free);
      this.insert(free, this.bucketFor(free));
      return true;
    }
    const orders = this.expansionOrders();
    let queueEnd = 0;
    this.queue[queueEnd++] = root;
    this.visitedCount = 0;
    for (let queueStart = 0; queueStart < queueEnd; queueStart += 1) {
      const left = this.queue[queueStart] as number;
      const token = this.markForbidden(left, this.expandMark, 'expand');
      const checksForbidden = this.leftHasForbidden[left] === 1;
      for (const bucket of orders[this.graph.leftClass[left] as number] as Int32Array) {
        let right = this.head[bucket] as number;
        while (right !== none) {
          const following = this.next[right] as number;
          if (!checksForbidden || this.expandMark[right] !== token) {
            this.remove(right);
            this.visited[this.visitedCount++] = right;
            this.reachedFrom[right] = left;
            const mate = this.mateOfRight[right] as number;
            const mateToken = this.markForbidden(mate, this.probeMark, 'probe');
            const mateFree = this.freePartner(mate, this.probeMark, mateToken);
            if (mateFree !== none) {
              this.augment(mate, mateFree);
              return true;
            }
            this.queue[queueEnd++] = mate;
          }
          right = following;
        }
      }
    }
    // No augmenting path: the visited right vertices stay out of the buckets for good (see above).
    return false;
  }

  /**
   * For each left class, the matched buckets it can reach, best first: mates that have a free
   * partner now (without forbidden rows first), then the rest. All are listed, because a search
   * that fails must have seen its whole tree before the tree may be dropped.
   */
  private expansionOrders(): readonly Int32Array[] {
    const hasFree = (mateClass: number) =>
      (meets[mateClass] as readonly number[]).some((c) => (this.freeCount[c] as number) > 0);
    let key = 0;
    for (let mateClass = 0; mateClass < languageClassCount; mateClass += 1) {
      if (hasFree(mateClass)) key |= 1 << mateClass;
    }
    const cached = this.ordersByFreeClasses[key];
    if (cached) return cached;
    const orders = meets.map((rightClasses) => {
      const order: number[] = [];
      for (const pass of [0, 1, 2]) {
        for (const rightClass of rightClasses) {
          for (let mateClass = 0; mateClass < languageClassCount; mateClass += 1) {
            const useful = hasFree(mateClass);
            const base = rightClass * bucketsPerClass + mateClass * 2;
            if (pass === 0 && useful) order.push(base);
            if (pass === 1 && useful) order.push(base + 1);
            if (pass === 2 && !useful) order.push(base, base + 1);
          }
        }
      }
      return Int32Array.from(order);
    });
    this.ordersByFreeClasses[key] = orders;
    return orders;
  }

  /** The oldest free right vertex `left` may be paired with, or -1. */
  private freePartner(left: number, mark: Int32Array, token: number): number {
    const checksForbidden = this.leftHasForbidden[left] === 1;
    for (const rightClass of this.preferredFreeClasses(this.graph.leftClass[left] as number)) {
      let right = this.head[rightClass * bucketsPerClass + freeSlot] as number;
      while (right !== none) {
        if (!checksForbidden || mark[right] !== token) return right;
        right = this.next[right] as number;
      }
    }
    return none;
  }

  /**
   * Which free class a left vertex takes first. Any choice is exact (later searches repair it);
   * a good one makes them rare: single-language classes first, and a bilingual left vertex takes
   * the more plentiful single-language class, keeping bilingual partners for those who need them.
   */
  private preferredFreeClasses(leftClass: number): readonly number[] {
    if (
      leftClass !== bothLanguages ||
      (this.freeCount[onlyEnglish] as number) <= (this.freeCount[onlyTurkish] as number)
    ) {
      return meets[leftClass] as readonly number[];
    }
    return englishFirst;
  }

  /** Flips the path root → … → left → free, then puts the visited vertices back in their buckets. */
  private augment(left: number, free: number): void {
    this.takeFree(free);
    let current = left;
    let right = free;
    for (;;) {
      const previous = this.mateOfLeft[current] as number;
      this.pair(current, right);
      if (previous === none) break;
      right = previous;
      current = this.reachedFrom[previous] as number;
    }
    this.insert(free, this.bucketFor(free));
    for (let k = 0; k < this.visitedCount; k += 1) {
      const visited = this.visited[k] as number;
      this.insert(visited, this.bucketFor(visited));
    }
  }

  private takeFree(right: number): void {
    this.remove(right);
    const rightClass = this.graph.rightClass[right] as number;
    this.freeCount[rightClass] = (this.freeCount[rightClass] as number) - 1;
    this.freeTotal -= 1;
  }

  private pair(left: number, right: number): void {
    this.mateOfLeft[left] = right;
    this.mateOfRight[right] = left;
  }

  private bucketFor(right: number): number {
    const base = (this.graph.rightClass[right] as number) * bucketsPerClass;
    const mate = this.mateOfRight[right] as number;
    if (mate === none) return base + freeSlot;
    return base + (this.graph.leftClass[mate] as number) * 2 + (this.leftHasForbidden[mate] as number);
  }

  /** Marks `left`'s forbidden row in `mark` under a fresh token, and returns the token. */
  private markForbidden(left: number, mark: Int32Array, which: 'expand' | 'probe'): number {
    let token = which === 'expand' ? this.expandToken : this.probeToken;
    if (this.leftHasForbidden[left] === 0) return token;
    if (token === 0x7fffffff) {
      mark.fill(0);
      token = 0;
    }
    token += 1;
    if (which === 'expand') this.expandToken = token;
    else this.probeToken = token;
    const { offsets, targets } = this.graph.leftForbidden;
    for (let at = offsets[left] as number; at < (offsets[left + 1] as number); at += 1) {
      mark[targets[at] as number] = token;
    }
    return token;
  }

  private insert(right: number, bucket: number): void {
    const last = this.tail[bucket] as number;
    this.previous[right] = last;
    this.next[right] = none;
    if (last === none) this.head[bucket] = right;
    else this.next[last] = right;
    this.tail[bucket] = right;
    this.bucketOf[right] = bucket;
  }

  private remove(right: number): void {
    const bucket = this.bucketOf[right] as number;
    const before = this.previous[right] as number;
    const after = this.next[right] as number;
    if (before === none) this.head[bucket] = after;
    else this.next[before] = after;
    if (after === none) this.tail[bucket] = before;
    else this.previous[after] = before;
    this.bucketOf[right] = none;
  }
}
