import type { Result, Router } from 'hono/router';
import { TrieRouter } from 'hono/router/trie-router';

/** Matches kept at most; a full table starts again empty (a flood of distinct paths costs no memory). */
const keptMatches = 1000;
/** Longer paths are matched every time rather than kept (a long path would be a large key). */
const longestKeptPath = 200;

/**
 * hono's TrieRouter (the one that takes this API's paths, ADR 0006) walks its tree, builds the
 * parameters and sorts the matched handlers on every request: about 4.7 kB allocated and a few
 * microseconds of a userinfo call, for an answer that never changes once the routes are registered.
 * The same method and path always match the same handlers with the same parameters, so the match is
 * kept and handed out again; hono only reads it (its RegExpRouter hands out shared matches too).
 */
export class RememberedRoutes<T> implements Router<T> {
  readonly name = 'RememberedRoutes';
  readonly #router = new TrieRouter<T>();
  readonly #matches = new Map<string, Result<T>>();

  add(method: string, path: string, handler: T): void {
    this.#matches.clear();
    this.#router.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    if (path.length > longestKeptPath) return this.#router.match(method, path);
    const key = `${method} ${path}`;
    const kept = this.#matches.get(key);
    if (kept) return kept;
    const match = this.#router.match(method, path);
    if (this.#matches.size >= keptMatches) this.#matches.clear();
    this.#matches.set(key, match);
    return match;
  }
}
