// The app shell's menus, from the route table (its `menu` entries, in its order). Entries with a
// group fold under that group's heading, shown where the group's first entry is.
import type { Offering } from '@/lib/capabilities';
import { ROUTE_TABLE, type MenuEntry, type MenuGroup } from '../route-table';

export interface NavItem {
  to: string;
  label: string;
  /** Other paths on which this item is the current page. */
  alsoCurrentOn?: readonly string[];
  /** What the service must offer for the item to be shown. */
  offering?: Offering;
}

export interface NavGroup {
  group: MenuGroup;
  items: readonly NavItem[];
}

export type NavEntry = NavItem | NavGroup;

export const isGroup = (entry: NavEntry): entry is NavGroup => 'group' in entry;

const menu = (which: MenuEntry['menu']): readonly NavEntry[] => {
  const entries: NavEntry[] = [];
  for (const { path, menu: entry, offering } of ROUTE_TABLE) {
    if (entry?.menu !== which) continue;
    const item: NavItem = {
      to: path,
      label: entry.label,
      ...(entry.alsoCurrentOn ? { alsoCurrentOn: entry.alsoCurrentOn } : {}),
      ...(offering ? { offering } : {}),
    };
    if (!entry.group) {
      entries.push(item);
      continue;
    }
    const group = entries.find((each): each is NavGroup => isGroup(each) && each.group === entry.group);
    if (group) entries[entries.indexOf(group)] = { group: group.group, items: [...group.items, item] };
    else entries.push({ group: entry.group, items: [item] });
  }
  return entries;
};

export const MAIN_NAV = menu('main');

export const ADMIN_NAV = menu('admin');

/** The entries whose screens the service offers (`shows` says of each); a group left empty goes. */
export function offeredEntries(entries: readonly NavEntry[], shows: (offering: Offering) => boolean): NavEntry[] {
  const offered = (item: NavItem) => item.offering === undefined || shows(item.offering);
  return entries.flatMap((entry): NavEntry[] => {
    if (!isGroup(entry)) return offered(entry) ? [entry] : [];
    const items = entry.items.filter(offered);
    return items.length > 0 ? [{ group: entry.group, items }] : [];
  });
}

export function isCurrent(entry: NavEntry, pathname: string): boolean {
  if (isGroup(entry)) return entry.items.some((item) => isCurrent(item, pathname));
  return entry.to === pathname || (entry.alsoCurrentOn?.includes(pathname) ?? false);
}
