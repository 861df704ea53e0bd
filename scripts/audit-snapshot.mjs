// `npm run audit:snapshot`: asks the registry for known advisories of the production dependencies
// (`npm audit --json --omit=dev`) and writes a small summary to server/security/npm-audit.json,
// which is committed and read by the back office's security check (安全检测). Run it at build
// time; the check shows the snapshot's date, so a stale one is visible.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const root = join(import.meta.dirname, '..');
const out = join(root, 'server/security/npm-audit.json');

// npm audit exits 1 when it finds advisories: only a missing or unreadable answer is an error.
const run = spawnSync('npm', ['audit', '--json', '--omit=dev'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  console.error(`npm audit gave no JSON (exit ${run.status}):\n${run.stderr}`);
  process.exit(1);
}
if (report.error) {
  // No snapshot is better than a wrong one: the check then says there is none.
  console.error(`npm audit failed: ${report.message || report.error.summary || JSON.stringify(report.error)}`);
  process.exit(1);
}

const counts = report.metadata?.vulnerabilities ?? {};
const advisories = Object.values(report.vulnerabilities ?? {})
  .map((v) => ({
    name: v.name,
    severity: v.severity,
    range: v.range,
    titles: (v.via ?? []).filter((via) => typeof via === 'object').map((via) => via.title),
  }))
  .sort((a, b) => a.name.localeCompare(b.name));

const snapshot = {
  generatedAt: new Date().toISOString(),
  command: 'npm audit --json --omit=dev',
  counts: {
    critical: counts.critical ?? 0,
    high: counts.high ?? 0,
    moderate: counts.moderate ?? 0,
    low: counts.low ?? 0,
    info: counts.info ?? 0,
  },
  dependencies: report.metadata?.dependencies ?? {},
  advisories,
};
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(snapshot, null, 2)}\n`);
console.log(`wrote ${out}: ${JSON.stringify(snapshot.counts)}`);
