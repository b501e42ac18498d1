import type { MessageDescriptor } from '@lingui/core';
import type { LucideIcon } from 'lucide-react';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { CatalogueLoader } from '../i18n/i18n.ts';

/** Metadata on a route object: the breadcrumb and the document title (docs/runtime-contract.md). */
export type RouteHandle = {
  crumb?: MessageDescriptor;
  title?: MessageDescriptor;
  /** A crumb links to its page unless it is the last one or this is false (a page-less parent). */
  crumbLink?: boolean;
  /**
   * The page needs the whole width of the area (a table with many columns): the app shell does
   * not hold it at the reading width. Set on the page's route or on a parent of several.
   */
  wide?: boolean;
};

/**
 * One entry of an app's sidebar; `to` is the page's path in the catalogue, relative to the area
 * ("dashboard" → /user/dashboard). It is shown to those the server lets open that page.
 */
export type NavItem = {
  to: string;
  label: MessageDescriptor;
  icon: LucideIcon;
};

/** What each remote's `./routes` exposes as its default export. */
export type RemoteModule = {
  routes: RouteObject[];
  nav?: NavItem[];
  /**
   * Shown in the area's top bar at every width, before the account's controls (the member's
   * notification bell, ADR 0055).
   */
  TopBarItem?: ComponentType;
  /** The remote's texts of one language, fetched when that language is needed (ADR 0026). */
  messages: CatalogueLoader;
};

/** Identity helper that type-checks a remote's module where it is written. */
export function defineRemote(module: RemoteModule): RemoteModule {
  return module;
}
