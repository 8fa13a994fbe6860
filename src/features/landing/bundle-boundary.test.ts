// The landing page must stay small: it may use React, the router, config and lib helpers and its
// own files, and nothing else — not the design system's headless library, the API client, the query
// cache, or other features. (The bench prints what `/` really loads: npm run bench:landing.)
import { readdirSync, readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

// Vitest runs from the repository's root.
const dir = `${process.cwd()}/src/features/landing`;
const ALLOWED = [/^react$/, /^react\/jsx-runtime$/, /^react-router-dom$/, /^@\/config\//, /^@\/lib\//, /^\.\/[\w-]+(\.css|\.json)?$/];

it('imports only React, the router, config, lib and its own files', () => {
  const files = readdirSync(dir).filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file));
  expect(files.length).toBeGreaterThan(10);
  const offending = files.flatMap((file) => {
    const source = readFileSync(`${dir}/${file}`, 'utf8');
    const specifiers = [...source.matchAll(/^\s*(?:import|export)\s[^'"]*?from\s+'([^']+)'|^\s*import\s+'([^']+)'/gm)].map(
      (m) => m[1] ?? m[2] ?? '',
    );
    return specifiers
      .filter((specifier) => !ALLOWED.some((pattern) => pattern.test(specifier)))
      .map((specifier) => `${file}: ${specifier}`);
  });
  expect(offending).toEqual([]);
});
