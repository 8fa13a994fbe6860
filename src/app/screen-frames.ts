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
}

export const SCREEN_FRAMES: Readonly<Record<string, ScreenFrame>> = {
  [paths.login]: { title: 'Sign in', width: 'narrow', public: true },
  [paths.dashboard]: { title: 'Dashboard', width: 'wide' },
  [paths.invoiceHistory]: { title: 'Invoice History', width: 'wide' },
  [paths.quotes]: { title: 'Quotes', width: 'wide' },
};
