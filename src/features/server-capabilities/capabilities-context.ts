// The service's capabilities for the signed-in screens: known before any of them draws (the signed-in
// layout waits for them: ./known-capabilities.tsx), so a screen asks only for what the service has.
import { createContext, useContext } from 'react';
import { isOffered, PART_NAMES, type Capabilities, type Offering } from '@/lib/capabilities';

/**
 * Outside the signed-in layout (a screen's own test or story) every part is offered, as the mock
 * offers by default; a test of a smaller service provides its own.
 */
export const EVERY_PART: Capabilities = { source: 'document', parts: new Set(PART_NAMES), off: new Map(), skew: 'same' };

export const CapabilitiesContext = createContext<Capabilities>(EVERY_PART);

export const useCapabilities = (): Capabilities => useContext(CapabilitiesContext);

/** Whether the service offers what a screen, a link or a button needs. */
export const useOffered = (offering: Offering): boolean => isOffered(useCapabilities(), offering);
