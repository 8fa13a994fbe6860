// The outlines of the icons that change with state, shared by the React components and the
// prerendered page's script (enhance/), which swaps them in place.
export const ICON_PATHS = {
  pause: 'M7 5h3.5v14H7zM13.5 5H17v14h-3.5z',
  play: 'M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z',
  menuOpen: 'M6 6l12 12M18 6L6 18',
  menuClosed: 'M4 7h16M4 12h16M4 17h16',
} as const;
