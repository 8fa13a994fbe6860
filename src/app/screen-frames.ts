// The screens whose first paint the server's HTML draws with their heading, before any script
// (scripts/vite-app-frame.ts, decision 242): the build writes screens/<path>.html for each, which
// deploy/nginx.conf serves for that path. Each title is the screen's h1 (screen-frames.test.tsx),
// drawn in the same place by the same styles, so the app's heading replaces it without a jump.
// Imported by vite.config.ts through the plugin: no imports but the paths.
import { paths } from '../config/paths';

export interface ScreenFrame {
  /** The screen's h1. */
  title: string;
  /** The Page's width (src/components/page/page.tsx). */
  width: 'narrow' | 'wide';
  /** Drawn in the public shell (no menu), not the signed-in one. */
  public?: boolean;
  /**
   * A list's search hint: the frame draws the filter card's search field too (its label, this hint
   * and the box where the input comes), as the list's filters draw it first
   * (src/features/billing/shared/list/invoice-filters.tsx; decision 253).
   */
  search?: string;
  /**
   * The module with the screen's first queries (the route table's `data`, decision 243): the page's
   * HTML preloads it, so the queries start as soon as the app does (decision 254). Only where the
   * largest paint waits on the data: a list's is its frame's, and preloads would share the connection
   * with the first paint.
   */
  data?: string;
}

export const SCREEN_FRAMES: Readonly<Record<string, ScreenFrame>> = {
  [paths.login]: { title: 'Sign in', width: 'narrow', public: true },
  [paths.dashboard]: { title: 'Dashboard', width: 'wide', data: 'src/features/billing/dashboard/dashboard-queries.ts' },
  [paths.invoiceHistory]: { title: 'Invoice History', width: 'wide', search: 'Invoice number or client name' },
  [paths.quotes]: { title: 'Quotes', width: 'wide', search: 'Quote number or client name' },
};
