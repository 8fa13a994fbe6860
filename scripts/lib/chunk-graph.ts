// Which chunk of a build holds a module, for the build's plugins and bench:bundle.

export interface ChunkOfModules {
  fileName: string;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
}

/**
 * The chunk whose facade is a module `matches`, else the one holding such a module: a module in a
 * group (scripts/vite-chunk-groups.ts) is no chunk's facade.
 */
export function chunkHolding<C extends ChunkOfModules>(chunks: readonly C[], matches: (id: string) => boolean): C | undefined {
  return (
    chunks.find((chunk) => chunk.facadeModuleId !== null && matches(chunk.facadeModuleId)) ??
    chunks.find((chunk) => chunk.moduleIds.some(matches))
  );
}
