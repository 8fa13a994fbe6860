// V8's explicit compile hint (decision 298): a chunk whose first line is `//# allFunctionsCalledOnLoad`
// has all its functions compiled while the file streams in, on a background thread, instead of
// each one on the main thread when first called. A screen's start ran most of React's, the router's
// and its own functions for the first time in one task; compiling them there made that the page's
// longest task. Every chunk gets the hint except the PDF libraries' (bundle-budgets.json:
// lazyOnlyPackages): they are large and a document uses little of them.
//
// Imported by vite.config.ts.
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Whether a chunk with these modules gets the hint. */
export function wantsCompileHint(moduleIds: readonly string[], lazyOnlyPackages: readonly string[]): boolean {
  return !moduleIds.some((id) => lazyOnlyPackages.some((name) => id.includes(`/node_modules/${name}/`)));
}

/** Whether the hint comes before any function: first, or after the preload map Vite puts on top. */
function hinted(code: string): boolean {
  const [first, second] = code.split('\n', 2);
  return first === COMPILE_HINT || (first?.startsWith('const __vite__mapDeps=') === true && second === COMPILE_HINT);
}

/** The chunks (file name → code) that should carry the hint and do not. */
export function compileHintProblems(chunks: Record<string, string>, shouldHint: (file: string) => boolean): string[] {
  return Object.entries(chunks)
    .filter(([file, code]) => shouldHint(file) && !hinted(code))
    .map(([file]) => file);
}

export function compileHints(lazyOnlyPackages: readonly string[]): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    config: () => {
      // After minification, which would drop a comment put on top before it.
      const output = { postBanner: (chunk: { moduleIds: string[] }) => (wantsCompileHint(chunk.moduleIds, lazyOnlyPackages) ? COMPILE_HINT : '') };
      return { build: { rolldownOptions: { output } }, worker: { rolldownOptions: { output } } };
    },
  };
}
