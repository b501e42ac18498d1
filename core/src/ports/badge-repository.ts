import type { Badge, NewBadge } from '../badges/domain/badge.ts';

export interface BadgeReads {
  /** Every badge; read on every userinfo call, so the adapter may cache it (ADR 0006). */
  list(): Promise<readonly Badge[]>;
  count(): Promise<number>;
}

export interface BadgeRepository extends BadgeReads {
  /** Inserts the badge unless one with the same name exists; true when inserted. */
  insertIfNameIsNew(badge: NewBadge): Promise<boolean>;
}
