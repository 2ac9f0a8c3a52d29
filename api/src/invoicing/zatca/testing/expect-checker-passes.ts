/**
 * Runs the independent checker (`../shared/zatca/checker`) on one signed invoice, written to `file`, and expects
 * it to pass everything: exit status 0, no error, no warning. It runs in the authority's zone (AUTHORITY_ENV).
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { expect } from '@jest/globals';
import { AUTHORITY_ENV } from '../../clearance/zatca-checker-runner.js';

export function expectCheckerPasses(checker: string, file: string, signedXml: string): void {
  writeFileSync(file, signedXml);
  const run = spawnSync(checker, ['--json', file], { encoding: 'utf8', timeout: 120_000, env: AUTHORITY_ENV });
  const summary = JSON.parse(run.stdout.slice(run.stdout.indexOf('\n{') + 1)) as {
    errors: string[];
    warnings: string[];
  };
  expect(summary.errors).toEqual([]);
  expect(run.status).toBe(0);
  expect(summary.warnings).toEqual([]);
}
