/**
 * How long the pre-render waits for anything (a page, its heading, a quiet network) before it gives
 * up: a hang guard, not a measure of speed. On a busy machine a page takes many times what it takes
 * on a quiet one; its server's start on a fresh PGlite (before it ran on the in-memory tier) went
 * past the former two minutes beside the unit tests and another build (docs/adr/0029: no check
 * races the clock).
 */
export const prerenderHangGuardMs = 600_000;
