// Which Vitest project a test file runs in, read from the file's own imports, so a moved or renamed
// file keeps its project (docs/testing.md#two-vitest-projects). A test that imports the mock backend,
// MSW, Testing Library or a helper that talks to the mock is integrated (jsdom, MSW, a fresh seed
// before each test, the contract check); every other test is pure (Node, no setup). An integrated
// test that runs stories gets a page of its own (the stories project): Storybook's test kit brings
// its own copy of user-event, which prepares every field focused on the page for its typing, and with
// two copies on one page React misses what the other copy types (decision 151).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';

/** Where test files live, relative to the repository root. */
const TEST_ROOTS = ['src', 'mocks', 'scripts', 'deploy'];

const TEST_FILE = /\.test\.tsx?$/;

/** Packages whose use means the test needs the integrated setup. */
const INTEGRATED_PACKAGES = [/^msw(\/|$)/, /^@testing-library\//];

/** Packages whose use means the test runs stories, so in a page of its own. */
const STORY_PACKAGES = [/^@storybook\//, /^storybook(\/|$)/];

/** Helpers of src/testing that render with the app's providers or watch the mock's requests. */
export const INTEGRATED_HELPERS = [
  'src/testing/render',
  'src/testing/setup-tests',
  'src/testing/contract-watch',
  'src/testing/watch-requests',
  'src/testing/api-url',
  'src/testing/record-traffic',
];

// Statements at the start of a line, so a test's sample code in a string is not read as its import.
const IMPORTS = [
  /^\s*(?:import|export)\b[^;]*?\bfrom\s*['"]([^'"]+)['"]/gm,
  /^\s*import\s*['"]([^'"]+)['"]/gm,
  /\b(?:import|vi\.mock)\(\s*['"]([^'"]+)['"]/g,
];

/** The module specifiers a source file imports (static, side-effect, dynamic and vi.mock). */
export function importsOf(source: string): string[] {
  return IMPORTS.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => ({ at: match.index, specifier: match[1] ?? '' })))
    .sort((a, b) => a.at - b.at)
    .map(({ specifier }) => specifier);
}

/** A specifier as a path from the repository root without extension, or null for a package. */
function resolveSpecifier(specifier: string, file: string): string | null {
  if (specifier.startsWith('@/')) return posix.join('src', specifier.slice(2));
  if (!specifier.startsWith('.')) return null;
  return posix.join(posix.dirname(file), specifier).replace(/\.(tsx?|mjs|js)$/, '');
}

/** Whether a test file (path from the repository root, posix separators) needs the integrated setup. */
export function isIntegrated(file: string, source: string): boolean {
  return importsOf(source).some((specifier) => {
    const target = resolveSpecifier(specifier, file);
    if (target === null) return INTEGRATED_PACKAGES.some((pattern) => pattern.test(specifier));
    return target === 'mocks' || target.startsWith('mocks/') || INTEGRATED_HELPERS.includes(target);
  });
}

/** Whether a test file runs stories through Storybook's test kit (and so needs a page of its own). */
export function runsStories(source: string): boolean {
  return importsOf(source).some((specifier) => STORY_PACKAGES.some((pattern) => pattern.test(specifier)));
}

function testFilesUnder(root: string, folder: string): string[] {
  const start = join(root, folder);
  if (!existsSync(start)) return [];
  return readdirSync(start, { recursive: true, encoding: 'utf8' })
    .filter((name) => TEST_FILE.test(name) && !name.split(sep).includes('node_modules'))
    .map((name) => relative(root, join(start, name)).split(sep).join('/'));
}

interface TestProjects {
  pure: string[];
  integrated: string[];
  stories: string[];
}

/** Every test file of the repository, split into the two projects. */
export function splitTestFiles(root: string): TestProjects {
  // A renamed helper would silently turn integrated tests pure (and fail them): say which to update.
  for (const helper of INTEGRATED_HELPERS) {
    if (!['.ts', '.tsx'].some((extension) => existsSync(join(root, helper + extension)))) {
      throw new Error(`${helper} is gone: update INTEGRATED_HELPERS in scripts/vitest-projects.ts`);
    }
  }
  const projects: TestProjects = { pure: [], integrated: [], stories: [] };
  for (const file of TEST_ROOTS.flatMap((folder) => testFilesUnder(root, folder)).sort()) {
    const source = readFileSync(join(root, file), 'utf8');
    projects[!isIntegrated(file, source) ? 'pure' : runsStories(source) ? 'stories' : 'integrated'].push(file);
  }
  return projects;
}
