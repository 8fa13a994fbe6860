// Whether images other than the first hero image may load yet. The landing page holds them back
// until that image has been painted, so nothing competes with the page's largest paint; anywhere
// else (a section on its own, a story) they load at once.
import { createContext } from 'react';

export const LaterImagesContext = createContext(true);
