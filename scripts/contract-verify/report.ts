// The kit's report as text: a table of operations (checked, passed, failed), the robustness steps
// with their expected answers, then every failure
// with the request that caused it and the contract's message, what was left behind, the parts of
// the contract (offered and conforming, offered and failing, not offered), the verdict.
import type { OperationRow, PartRow, Report } from './verify';

const pad = (text: string, width: number) => text.padEnd(width);
const padStart = (text: string, width: number) => text.padStart(width);

function table(rows: OperationRow[]): string[] {
  const nameWidth = Math.max(9, ...rows.map((r) => r.operation.length));
  const pathWidth = Math.max(4, ...rows.map((r) => `${r.method} ${r.path}`.length));
  const header = `${pad('operation', nameWidth)}  ${pad('request', pathWidth)}  checked  passed  failed`;
  return [
    header,
    '-'.repeat(header.length),
    ...rows.map((r) => {
      const counts = r.note
        ? `  ${r.note}`
        : `  ${padStart(String(r.checked), 7)}  ${padStart(String(r.passed), 6)}  ${padStart(String(r.failed), 6)}${r.failed > 0 ? '  FAILED' : ''}`;
      return `${pad(r.operation, nameWidth)}  ${pad(`${r.method} ${r.path}`, pathWidth)}${counts}`;
    }),
  ];
}

/** What the Spring team reads to see their progress: one line per part, and what failed in it. */
function partTable(report: Report): string[] {
  const width = Math.max(4, ...report.parts.map((row) => row.part.length));
  const stateWidth = Math.max(5, ...report.parts.map((row) => row.state.length));
  const line = (row: PartRow) =>
    `${pad(row.part, width)}  ${pad(row.state, stateWidth)}  ${
      row.state === 'not offered'
        ? `${row.checked} of ${row.operations} operations checked to answer 404`
        : `${row.checked} of ${row.operations} operations checked`
    }`;
  return [
    report.capabilityDocument
      ? 'Parts (as GET /api/capabilities lists them):'
      : 'Parts (GET /api/capabilities answers 404: the specification’s service):',
    ...report.parts.flatMap((row) => [line(row), ...row.failed.map((failure) => `${' '.repeat(width + 2)}- ${failure}`)]),
  ];
}

export function formatReport(report: Report): string {
  const { summary } = report;
  const lines = [
    `Contract verification of ${report.baseUrl} against openapi.yaml (run ${report.run}${report.readOnly ? ', read-only' : ''})`,
    '',
    ...table(report.operations),
  ];
  if (report.robustness.length > 0) {
    lines.push('', 'One request never breaks the service; uploads and emails are what they claim (each step: expected, got):');
    for (const step of report.robustness) {
      lines.push(`${step.ok ? 'ok    ' : 'FAILED'}  ${step.check}: expected ${step.expected}, got ${step.got || 'no answer'}`);
    }
  }
  if (report.failures.length > 0) {
    lines.push('', `Failures (${report.failures.length}):`);
    report.failures.forEach((failure, index) => {
      lines.push(`${index + 1}. ${failure.operation}: ${failure.check}`);
      if (failure.request) lines.push(`   request: ${failure.request}`);
      lines.push(...failure.problems.map((problem) => `   - ${problem}`));
    });
  }
  if (report.leftBehind.length > 0) {
    lines.push('', 'Left behind on purpose:', ...report.leftBehind.map((item) => `- ${item}`));
  }
  lines.push('', ...partTable(report));
  lines.push(
    '',
    `${summary.checks} checks: ${summary.passed} passed, ${summary.failed} failed; ${summary.notExercised} operations not exercised, ${summary.skipped} skipped, ${summary.notOffered} not offered.`,
    report.ok ? 'PASSED: the backend conforms to openapi.yaml.' : 'FAILED: the backend does not conform to openapi.yaml (see above).',
  );
  return lines.join('\n');
}
