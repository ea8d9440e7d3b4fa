// Sums up a Chromium performance trace written by `bench-frames.mjs --trace FILE`:
// where the page's main thread spends its time. Prints the longest main-thread
// tasks, the time inside them by trace event (self time: script, style, layout,
// paint…) and, from the sampling profiler, the functions the samples fell in.
//
//   node tests/e2e/trace-tasks.mjs FILE [top]
//
// Wasm functions have names only in a build that keeps them (Trunk's
// data-keep-debug); a release build shows wasm-function[N].
import fs from 'node:fs';
import { traceMainThread } from './harness.mjs';

const file = process.argv[2];
const top = Number(process.argv[3] ?? 15);
const raw = JSON.parse(fs.readFileSync(file, 'utf8'));
const events = Array.isArray(raw) ? raw : raw.traceEvents;

// The page's main thread: the renderer thread named CrRendererMain with most events.
const main = traceMainThread(events);
const onMain = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && e.dur !== undefined)
  .sort((a, b) => a.ts - b.ts || b.dur - a.dur);

// Nest complete events by time and take each one's self time.
const tasks = [];
const stack = [];
for (const e of onMain) {
  while (stack.length && stack[stack.length - 1].ts + stack[stack.length - 1].dur <= e.ts) stack.pop();
  const node = { name: e.name, ts: e.ts, dur: e.dur, self: e.dur, task: null };
  if (stack.length) {
    const parent = stack[stack.length - 1];
    parent.self -= Math.min(e.dur, parent.dur);
    node.task = parent.task ?? parent;
  } else {
    tasks.push(node);
    node.selfByName = new Map();
    node.all = [];
  }
  stack.push(node);
  (node.task ?? node).all.push(node);
}
for (const t of tasks) {
  for (const n of t.all) t.selfByName.set(n.name, (t.selfByName.get(n.name) ?? 0) + Math.max(0, n.self));
}

const ms = (us) => Math.round(us / 100) / 10;
const durs = tasks.map((t) => t.dur).sort((a, b) => b - a);
console.log(`main-thread tasks: ${tasks.length}; over 50 ms: ${durs.filter((d) => d > 50000).length}; ` +
  `over 16 ms: ${durs.filter((d) => d > 16000).length}; longest: ${durs.slice(0, 8).map(ms).join(', ')} ms`);

const sum = (list) => {
  const by = new Map();
  for (const t of list) for (const [k, v] of t.selfByName) by.set(k, (by.get(k) ?? 0) + v);
  return [...by.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
};
const long = tasks.filter((t) => t.dur > 16000);
console.log(`\nself time by event, tasks over 16 ms (${long.length}, ${ms(long.reduce((a, t) => a + t.dur, 0))} ms in all):`);
for (const [k, v] of sum(long)) console.log(`  ${String(ms(v)).padStart(9)} ms  ${k}`);
console.log(`\nself time by event, all tasks (${ms(tasks.reduce((a, t) => a + t.dur, 0))} ms in all):`);
for (const [k, v] of sum(tasks)) console.log(`  ${String(ms(v)).padStart(9)} ms  ${k}`);

// Sampling profiler: ProfileChunk events carry nodes and samples, each sample
// timed by its delta from the previous one (from the Profile event's start).
// Every thread that runs script (the page, the computer's worker) has a
// profile of its own, with its own id and clock: only the page's main
// thread's is read (merged, the worker's samples fell inside the page's tasks).
const [pid, tid] = main.split(':');
const profile = events.find((e) => e.name === 'Profile' && String(e.pid) === pid && String(e.tid) === tid);
const nodes = new Map();
const timed = []; // [time µs, node id]
let clock = profile?.args?.data?.startTime ?? null;
for (const e of events) {
  // Chunks come from the profiler's own thread of the page's renderer process.
  if (e.name !== 'ProfileChunk' || String(e.pid) !== pid || e.id !== profile?.id) continue;
  const p = e.args?.data?.cpuProfile;
  if (!p) continue;
  for (const n of p.nodes ?? []) nodes.set(n.id, n);
  const deltas = e.args.data.timeDeltas ?? [];
  (p.samples ?? []).forEach((id, i) => {
    clock = (clock ?? 0) + (deltas[i] ?? 0);
    timed.push([clock, id, deltas[i] ?? 0]);
  });
}
const bySample = (inside) => {
  const by = new Map();
  for (const [t, id] of timed) {
    if (!inside(t)) continue;
    const f = nodes.get(id)?.callFrame;
    const name = f ? `${f.functionName || '(anonymous)'} ${f.url ? f.url.replace(/^.*\//, '') : ''}`.trim() : `node ${id}`;
    by.set(name, (by.get(name) ?? 0) + 1);
  }
  return [...by.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
};
if (timed.length) {
  const interval = timed.reduce((a, s) => a + s[2], 0) / timed.length;
  const show = (title, rows) => {
    console.log(`\n${title} (samples of about ${Math.round(interval)} µs):`);
    for (const [k, v] of rows) console.log(`  ${String(v).padStart(7)}  ${k}`);
  };
  show('sampled functions, all', bySample(() => true));
  const over = tasks.filter((t) => t.dur > 40000);
  show(`sampled functions inside the ${over.length} tasks over 40 ms`,
    bySample((t) => over.some((k) => t >= k.ts && t <= k.ts + k.dur)));
  // The same for the tasks that handle an input event (clicks), and for the
  // timer tasks (playback steps).
  for (const kind of ['EventDispatch', 'TimerFire']) {
    const some = tasks.filter((t) => t.selfByName.has(kind));
    const ms = Math.round(some.reduce((a, t) => a + t.dur, 0) / 1000);
    show(`sampled functions inside the ${some.length} ${kind} tasks (${ms} ms)`,
      bySample((t) => some.some((k) => t >= k.ts && t <= k.ts + k.dur)));
  }
}
