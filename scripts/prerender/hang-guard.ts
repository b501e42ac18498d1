/**
 * How long the pre-render waits for anything (the server's first answer, a page, its heading, a
 * quiet network) before it gives up: a hang guard, not a measure of speed. A first start seeds the
 * demo data into a new PGlite database: about 10 s on a quiet two-core machine, 70 s at a load of
 * ten, and it went past the former two minutes beside the unit tests and another build
 * (docs/adr/0029: no check races the clock).
 */
export const prerenderHangGuardMs = 600_000;
