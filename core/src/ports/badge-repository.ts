import type { Badge, NewBadge } from '../badges/domain/badge.ts';

export interface BadgeReads {
  /**
   * Every badge, lowest range first; read on every userinfo call, so the adapter may cache it
   * (ADR 0006): outside a unit of work the answer may be a few seconds old.
   */
  list(): Promise<readonly Badge[]>;
  count(): Promise<number>;
  findById(id: string): Promise<Badge | null>;
}

export interface BadgeRepository extends BadgeReads {
  /**
   * Keeps every other writer of badges waiting until this unit of work ends, and answers every
   * badge as committed now (never from a cache). The range check of a change reads through this,
   * so two administrators cannot each add a badge that fits alone but overlaps the other's.
   */
  lockAndList(): Promise<readonly Badge[]>;
  /** Inserts the badge unless one with the same name exists; true when inserted. */
  insertIfNameIsNew(badge: NewBadge): Promise<boolean>;
  /** Throws DomainError nameTaken ({ field }) when a name is already used. */
  insert(badge: NewBadge): Promise<Badge>;
  /** Replaces every field; throws DomainError nameTaken ({ field }) when a name is already used. */
  update(badge: Badge): Promise<void>;
  /** True when a badge was deleted. */
  delete(id: string): Promise<boolean>;
}
