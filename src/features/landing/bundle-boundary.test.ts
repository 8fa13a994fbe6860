// The landing page must stay small: it may use React, the router, config and lib helpers and its
// own files, and nothing else — not the design system's headless library, the API client, the query
// cache, or other features. Its own script for the prerendered page (enhance/) runs before the app
// and uses no React or router at all (decision 180). (The bench prints what `/` really loads:
// npm run bench:landing.)
import { readdirSync, readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

// Vitest runs from the repository's root.
const dir = `${process.cwd()}/src/features/landing`;
const OWN_FILE = /^\.{1,2}\/[\w-]+(\/[\w-]+)*(\.css|\.json)?$/;
const ALLOWED = [/^react$/, /^react\/jsx-runtime$/, /^react-router-dom$/, /^@\/config\//, /^@\/lib\//, OWN_FILE];
const ALLOWED_BEFORE_THE_APP = [/^@\/config\//, /^@\/lib\//, OWN_FILE];

function importsOf(folder: string): { file: string; specifier: string }[] {
  const files = readdirSync(folder).filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file));
  return files.flatMap((file) => {
    const source = readFileSync(`${folder}/${file}`, 'utf8');
    return [...source.matchAll(/^\s*(?:import|export)\s[^'"]*?from\s+'([^']+)'|^\s*import\s+'([^']+)'/gm)].map((m) => ({
      file,
      specifier: m[1] ?? m[2] ?? '',
    }));
  });
}

const offending = (found: { file: string; specifier: string }[], allowed: RegExp[]) =>
  found
    .filter(({ specifier }) => !allowed.some((pattern) => pattern.test(specifier)))
    .map(({ file, specifier }) => `${file}: ${specifier}`);

it('imports only React, the router, config, lib and its own files', () => {
  const found = importsOf(dir);
  expect(new Set(found.map(({ file }) => file)).size).toBeGreaterThan(10);
  expect(offending(found, ALLOWED)).toEqual([]);
});

it("runs the prerendered page without React or the router (enhance/ and what it imports of the page's files)", () => {
  const found = importsOf(`${dir}/enhance`);
  expect(found.length).toBeGreaterThan(3);
  expect(offending(found, ALLOWED_BEFORE_THE_APP)).toEqual([]);
  // The page's files it uses are plain TypeScript, not components.
  const pageFiles = found.filter(({ specifier }) => specifier.startsWith('../')).map(({ specifier }) => specifier.slice(3));
  for (const name of new Set(pageFiles)) {
    const source = readFileSync(`${dir}/${name}.ts`, 'utf8');
    expect(source, name).not.toMatch(/from 'react(-dom|-router-dom)?(\/[\w-]+)?'/);
  }
});
