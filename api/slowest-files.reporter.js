// A jest reporter: after the run, the ten test files that took longest, so CI time is watched where it goes.
import { relative } from 'node:path';

export default class SlowestFilesReporter {
  files = [];

  onTestResult(test, result) {
    this.files.push({ path: relative(process.cwd(), test.path), ms: result.perfStats.end - result.perfStats.start });
  }

  onRunComplete() {
    if (this.files.length < 2) return;
    const slowest = [...this.files].sort((a, b) => b.ms - a.ms).slice(0, 10);
    const total = this.files.reduce((sum, f) => sum + f.ms, 0);
    console.log(`\nSlowest test files (of ${this.files.length}, ${(total / 1000).toFixed(0)} s in all):`);
    for (const f of slowest) console.log(`${(f.ms / 1000).toFixed(1).padStart(7)} s  ${f.path}`);
  }
}
