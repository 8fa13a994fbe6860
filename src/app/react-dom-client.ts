// React DOM's client as an ES module of ours. src/main.tsx loads it on its own before the app starts
// from `/` (decision 180); imported from React DOM's CommonJS build directly, that import needed
// Rolldown's interop helper in the entry, which then loaded the helpers' chunk before a visitor's
// first paint (decision 299). It goes in the `react` chunk (scripts/vite-chunk-groups.ts).
export { createRoot } from 'react-dom/client';
