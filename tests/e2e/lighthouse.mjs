// Lighthouse on the built page (issue 26, point 5): once on the start page and
// once on a frame, with Lighthouse's default mobile preset (simulated slow 4G,
// 4x CPU) and the files served gzip-compressed as a web host would
// (harness.mjs, serveDist). Prints the figures and fails only below a coarse
// floor against regressions: Performance under 85 or Accessibility under 100
// on either page. One run per page, in Debian's Chromium (the browser the
// Playwright tests use); a page under the floor is measured again, up to five
// runs, and its best run counts: Total Blocking Time moves with whatever else
// the machine does (330–890 ms on the start page over five runs of one build;
// 2026-12-04: one build scored 84 in three runs straight after the browser
// tests and 98 alone minutes later),
// while a real regression stays under the floor in every run. scripts/test.sh
// runs it after the browser tests:
//
//   node tests/e2e/lighthouse.mjs
//
// MANCALA_DIST measures another build directory; the JSON reports go to
// target/lighthouse/ (or MANCALA_LIGHTHOUSE_OUT).
import fs from 'node:fs';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { serveDist, chromiumPath, root } from './harness.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const cli = path.join(here, 'node_modules', 'lighthouse', 'cli', 'index.js');
const out = process.env.MANCALA_LIGHTHOUSE_OUT
  ? path.resolve(process.env.MANCALA_LIGHTHOUSE_OUT)
  : path.join(root, 'target', 'lighthouse');

const pages = [
  { name: 'start page', file: 'start', query: '' },
  { name: 'frame (Tsoro, 8 columns)', file: 'embed', query: '?game=tsoro&columns=8&embed=1' },
];
// Issue 26's floor. Until the board's picture before the wasm and the
// start-up in three tasks this build scored 84–95 on the start page (a fresh
// clone's CI run: 84 at best of three) and the floor was 75; since, 92–98 on
// a quiet machine (82 once with a release build beside it: best of three).
const floor = { performance: 85, accessibility: 100 };

/** Runs Lighthouse's CLI on `url`; resolves to its parsed JSON report. */
function lighthouse(url, reportPath) {
  const args = [
    cli, url,
    '--output=json', `--output-path=${reportPath}`, '--quiet',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-quic',
  ];
  return new Promise((resolve, reject) => {
    // Asynchronous: the server answering Lighthouse runs in this process.
    execFile(process.execPath, args, {
      env: { ...process.env, CHROME_PATH: chromiumPath },
      timeout: 120_000,
      maxBuffer: 16 << 20,
    }, (err, _stdout, stderr) => {
      if (err) {
        reject(new Error(`lighthouse on ${url} failed: ${err.message}\n${stderr}`));
        return;
      }
      resolve(JSON.parse(fs.readFileSync(reportPath, 'utf8')));
    });
  });
}

const score = (lhr, id) => {
  const s = lhr.categories[id]?.score;
  return s == null ? null : Math.round(s * 100);
};
const ms = (lhr, id) => lhr.audits[id]?.numericValue;
const seconds = (v) => (v == null ? '?' : `${(v / 1000).toFixed(1)} s`);

/** The audits of a category that count towards its score and did not pass. */
function failing(lhr, id) {
  return (lhr.categories[id]?.auditRefs ?? [])
    .filter((r) => r.weight > 0)
    .map((r) => lhr.audits[r.id])
    .filter((a) => a && a.score !== null && a.score < 1)
    .map((a) => `${a.id} (${a.title})`);
}

if (!fs.existsSync(cli)) {
  throw new Error(`no ${cli}: run "npm ci" in tests/e2e (scripts/setup-browser.sh does)`);
}
fs.mkdirSync(out, { recursive: true });
const server = await serveDist(undefined, { gzip: true });
const rows = [];
let failed = false;
try {
  for (const page of pages) {
    const started = Date.now();
    const below = (lhr) => Object.entries(floor).some(([id, min]) => !(score(lhr, id) >= min));
    let lhr = null;
    let runs = 0;
    while (runs < 5 && (lhr === null || below(lhr))) {
      runs += 1;
      const run = await lighthouse(server.url + page.query, path.join(out, `${page.file}-${runs}.json`));
      if (run.runtimeError) {
        throw new Error(`lighthouse on ${page.name}: ${run.runtimeError.code} ${run.runtimeError.message}`);
      }
      if (lhr === null || score(run, 'performance') > score(lhr, 'performance')) lhr = run;
    }
    const row = {
      page: page.name,
      performance: score(lhr, 'performance'),
      accessibility: score(lhr, 'accessibility'),
      bestPractices: score(lhr, 'best-practices'),
      seo: score(lhr, 'seo'),
      lcp: seconds(ms(lhr, 'largest-contentful-paint')),
      tbt: `${Math.round(ms(lhr, 'total-blocking-time') ?? NaN)} ms`,
      fcp: seconds(ms(lhr, 'first-contentful-paint')),
      runs,
      took: `${((Date.now() - started) / 1000).toFixed(0)} s`,
    };
    rows.push(row);
    for (const [id, min] of Object.entries(floor)) {
      const s = score(lhr, id);
      if (s == null || s < min) {
        failed = true;
        console.error(`FAIL ${page.name}: ${id} ${s} < ${min}; not passing: ${failing(lhr, id).join(', ') || '?'}`);
      }
    }
  }
} finally {
  await server.close();
}

console.log('Lighthouse, mobile preset (simulated slow 4G, 4x CPU), served gzip-compressed:');
console.table(rows);
console.log(`reports: ${out}/`);
if (failed) {
  console.error(`below the floor (Performance ${floor.performance}, Accessibility ${floor.accessibility})`);
  process.exitCode = 1;
}
