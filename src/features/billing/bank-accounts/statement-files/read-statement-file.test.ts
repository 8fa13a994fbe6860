import { describe, expect, it } from 'vitest';
import { readStatementFile } from './read-statement-file';

const ANZ = 'Type,Details,Particulars,Code,Reference,Amount,Date\r\nDirect Credit,H KIM,RENT,WK1,SLR-0001,450.00,02/03/2026\r\n';

describe('readStatementFile', () => {
  it('refuses a 50 MB file before reading a byte of it', async () => {
    const huge = {
      size: 50 * 1024 * 1024,
      arrayBuffer: () => Promise.reject(new Error('must not be read')),
    } as unknown as Blob;
    await expect(readStatementFile(huge, undefined)).resolves.toEqual({
      kind: 'refused',
      message: 'This file is 50.0 MB; statement files of up to 5.0 MB can be read. Export a shorter period from your bank.',
    });
  });

  it('reads a file (here without a worker, as in a browser that has none) and reports progress to the end', async () => {
    const progress: number[] = [];
    const reading = await readStatementFile(new Blob([ANZ]), undefined, (fraction) => progress.push(fraction));
    expect(reading).toMatchObject({ kind: 'statement', layout: 'ANZ', lines: [{ date: '2026-03-02', amount: 45_000 }] });
    expect(progress.at(-1)).toBe(1);
  });
});

describe('the statement worker', () => {
  it('answers a file with progress and then its reading', async () => {
    const answers: unknown[] = [];
    const scope = globalThis as unknown as {
      postMessage: (answer: unknown) => void;
      onmessage: ((event: { data: unknown }) => void) | null;
    };
    const saved = { postMessage: scope.postMessage, onmessage: scope.onmessage };
    scope.postMessage = (answer) => answers.push(answer);
    try {
      await import('./statement-worker');
      scope.onmessage?.({ data: { bytes: new TextEncoder().encode(ANZ).buffer } });
      expect(answers.at(-2)).toEqual({ type: 'progress', fraction: 1 });
      expect(answers.at(-1)).toMatchObject({ type: 'done', reading: { kind: 'statement', layout: 'ANZ' } });
    } finally {
      scope.postMessage = saved.postMessage;
      scope.onmessage = saved.onmessage;
    }
  });
});
