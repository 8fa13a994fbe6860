// The app shell's menus, from the route table (its `menu` entries, in its order).
import { ROUTE_TABLE, type MenuEntry } from '../route-table';

export interface NavItem {
  to: string;
  label: string;
  /** Other paths on which this item is the current page. */
  alsoCurrentOn?: readonly string[];
}

const menu = (which: MenuEntry['menu']): readonly NavItem[] =>
  ROUTE_TABLE.flatMap(({ path, menu: entry }) =>
    entry?.menu === which ? [{ to: path, label: entry.label, ...(entry.alsoCurrentOn ? { alsoCurrentOn: entry.alsoCurrentOn } : {}) }] : [],
  );

export const MAIN_NAV = menu('main');

export const ADMIN_NAV = menu('admin');

export function isCurrent(item: NavItem, pathname: string): boolean {
  return item.to === pathname || (item.alsoCurrentOn?.includes(pathname) ?? false);
}
