// Runs the kit in tests: in-process (its report), or as the CLI the Spring team runs (its exit
// code and printed report), against servers the test starts; and a proxy that breaks answers.
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { MOCK_SIGNING_SECRET } from '../../../mocks/runtime/auth';
import { letThrough } from '../../../mocks/testing/http-server';
import { verifyContract, type Report, type VerifyOptions } from '../verify';

const repository = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));

export const KIT_DEFAULTS = {
  admin: { username: 'admin', password: 'admin123' },
  user: { username: 'user', password: 'user123' },
  specPath: repository('openapi.yaml'),
  vectorsPath: repository('test-vectors/invoice-totals.json'),
  tokenKey: MOCK_SIGNING_SECRET,
} as const;

export function runKit(baseUrl: string, options: Partial<VerifyOptions> = {}): Promise<Report> {
  return verifyContract({ ...KIT_DEFAULTS, baseUrl, ...options });
}

/** The CLI in a child process: `npm run contract:verify -- ...args` without npm. */
export function runCli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', repository('scripts/contract-verify/cli.ts'), ...args],
      { cwd: repository(''), maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

interface Exchange {
  method: string;
  path: string;
  status: number;
  json: unknown;
}

/** Changes an answer: return the new status and body, or undefined to pass it on unchanged. */
export type Breakage = (exchange: Exchange) => { status: number; json: unknown } | undefined;

/** A backend that is `target` but for the answers `breakage` changes. */
export async function startBrokenBackend(target: string, breakage: Breakage): Promise<{ base: string; close: () => Promise<void> }> {
  const proxy: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const method = request.method ?? 'GET';
        const headers = new Headers();
        for (const [name, value] of Object.entries(request.headers))
          if (typeof value === 'string' && name !== 'host') headers.set(name, value);
        const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
        let answer: Response;
        try {
          answer = await fetch(`${target}${request.url ?? '/'}`, { method, headers, ...(body ? { body } : {}) });
        } catch {
          response.statusCode = 502;
          response.end();
          return;
        }
        const text = await answer.text();
        let json: unknown;
        try {
          json = text === '' ? undefined : JSON.parse(text);
        } catch {
          json = undefined;
        }
        const changed = breakage({ method, path: (request.url ?? '/').split('?')[0] ?? '/', status: answer.status, json });
        answer.headers.forEach((value, name) => {
          if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(name)) response.setHeader(name, value);
        });
        response.statusCode = changed?.status ?? answer.status;
        response.end(changed ? JSON.stringify(changed.json) : text);
      })();
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  letThrough(base);
  return {
    base,
    close: () =>
      new Promise<void>((resolve) => {
        proxy.closeAllConnections();
        proxy.close(() => resolve());
      }),
  };
}
