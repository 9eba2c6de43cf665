// Turns one run's results into tables (markdown, also printed) and rewrites
// the figures section of BENCHMARKS.md between its two markers.
import { readFileSync, writeFileSync } from 'node:fs';

// Each generated section sits between two markers: `figures` (written by
// scripts/bench.sh) and `size-budget` (scripts/size-profile.sh).
const WRITERS = { figures: 'scripts/bench.sh', 'size-budget': 'scripts/size-profile.sh' };
const markers = (name) => [`<!-- ${name}:start (written by ${WRITERS[name]}) -->`, `<!-- ${name}:end -->`];

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const us = (ms) => `${(ms * 1000).toFixed(1)} µs`;
const x = (ratio) => `${ratio.toFixed(2)}x`;
const rate = (perSecond) => `${Math.round(perSecond).toLocaleString('en-US')}/s`;
const verdict = (met) => (met ? 'met' : '**missed**');
// Whole KiB; a shrink of less than one reads 0, not -0.
const kib = (bytes) => `${Math.round(bytes / 1024) || 0} KiB`;

function table(header, rows) {
  return [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}

function sizeSection({ files, flows, oursApp, inlineApp, loginApp, theirsApp, bundlers, resources }, aim) {
  const sizes = (s) => [kb(s.raw), kb(s.gzip), kb(s.brotli)];
  const rows = table(
    ['what', 'ours raw', 'ours gzip -9', 'ours brotli', 'official raw', 'official gzip -9', 'official brotli', `aim: ours ≤ ${kb(aim)} gzip`],
    [
      [`package files \`init()\` loads: the calls module's wasm and the ${files.count - 1} JavaScript modules the entry loads (each compressed)`, ...sizes(files.total), '', '', '', verdict(files.total.gzip <= aim)],
      ['of which the wasm (one-shot calls and event streams)', ...sizes(files.wasm), '', '', '', ''],
      ['the flows module, loaded at the first login-flow helper or `ManagedAuthSession` (wasm + glue)', ...sizes(flows), '', '', '', ''],
      ['tiny app (bench/apps/): everything the page loads, in Chromium, bundled by esbuild with splitting (the chunks of the resources it calls, and our wasm)', ...sizes(oursApp.total), ...sizes(theirsApp.total), verdict(oursApp.total.gzip <= aim)],
      ['the same app through the inline entry (bench/apps/ours-inline.js: the wasm inside the bundle)', ...sizes(inlineApp.total), ...sizes(theirsApp.total), verdict(inlineApp.total.gzip <= aim)],
      ...Object.entries(bundlers).map(([bundler, { ours, theirs }]) => [
        `the tiny app bundled by ${bundler === 'vite' ? 'Vite' : 'webpack'} with its defaults (its runtime and chunks counted)`,
        ...sizes(ours.total),
        ...sizes(theirs.total),
        verdict(ours.total.gzip <= aim),
      ]),
      ['login page (bench/apps/ours-login.js: a `ManagedAuthSession` shown by `<managed-auth-login>`, no `init()`): its bundle, the glue of the flows module minified, and its wasm', ...sizes(loginApp.total), '', '', '', ''],
    ],
  );
  const fetched = (app) => app.files.map((f) => `${f.file.replace(/-[A-Z0-9]{8}\.js$/, '.js')} ${kb(f.gzip)}`).join(', ');
  const costs = table(
    ['resource', 'operations', 'raw', 'gzip -9', 'brotli'],
    resources.map((r) => [`\`${r.resource}\``, String(r.operations), kb(r.raw), kb(r.gzip), kb(r.brotli)]),
  );
  return `${rows}\n\nWhat the tiny app's page fetched, gzip each: ours ${fetched(oursApp)}; the official SDK ${fetched(theirsApp)}.\n\nWhat each resource adds to a page, loaded at the first call of one of its methods: its operations module (records, checks, paths), minified, with the helper it imports for uploads (form.js) or downloads (download.js). Every page also holds each resource's loader in the resource tree.\n\n${costs}`;
}

// `busy`: the large list read again with one core kept busy by a spinning
// thread, a row of its own that the aim does not judge.
function decodeSection(decode, busy, aim) {
  const busyRows = Object.entries(busy ?? {}).map(([name, r]) => [`${name}, one core kept busy by a spinning thread`, r, true]);
  return table(
    ['body', 'size', '(a) JSON.parse', '(b) raw fetch + json()', '(c) ours', '(d) official', '(c)/(b)', '(d)/(b)', '(c)/(a)', `aim: (c)/(b) ≤ ${aim}`],
    [...Object.entries(decode), ...busyRows].map(([name, r, informational]) => [
      name,
      kb(r.bytes),
      us(r.parse),
      us(r.raw),
      us(r.ours),
      us(r.official),
      x(r.ours / r.raw),
      x(r.official / r.raw),
      x(r.ours / r.parse),
      informational ? '(not judged)' : verdict(r.ours / r.raw <= aim),
    ]),
  );
}

function overheadSection(overhead, aim) {
  const raw = overhead.raw.median;
  return table(
    ['contender', 'requests', 'median per retrieve', 'minus raw', 'vs raw', `aim: ours ≤ ${x(aim)}`],
    [
      ['raw fetch + json()', overhead.raw.requests, `${raw.toFixed(3)} ms`, '', '1.00x', ''],
      ['raw fetch with the browser calls ours makes', overhead.calls.requests, `${overhead.calls.median.toFixed(3)} ms`, us(overhead.calls.median - raw), x(overhead.calls.median / raw), ''],
      ['ours', overhead.ours.requests, `${overhead.ours.median.toFixed(3)} ms`, us(overhead.ours.median - raw), x(overhead.ours.median / raw), verdict(overhead.ours.median / raw <= aim)],
      ['official', overhead.official.requests, `${overhead.official.median.toFixed(3)} ms`, us(overhead.official.median - raw), x(overhead.official.median / raw), ''],
    ],
  );
}

function streamSection(memory, sim, aim, telemetry) {
  const names = ['raw', 'parser', 'ours', 'official'];
  const row = (name, r, rowAim = aim) => [
    name,
    names.map((who) => r[who].events.toLocaleString('en-US')).join(' / '),
    ...names.map((who) => rate(r[who].perSecond)),
    x(r.ours.perSecond / r.raw.perSecond),
    x(r.ours.perSecond / r.parser.perSecond),
    x(r.official.perSecond / r.raw.perSecond),
    verdict(r.ours.perSecond / r.raw.perSecond >= rowAim),
  ];
  return table(
    ['stream', 'events (a / b / c / d)', '(a) raw fetch + line parser', '(b) raw fetch + eventsource-parser', '(c) ours', '(d) official', '(c)/(a)', '(c)/(b)', '(d)/(a)', `aim: (c)/(a) ≥ ${aim}`],
    [
      row(`log stream in memory, ${kb(memory.bytes)} in ${memory.chunks} chunks of ${memory.chunkSize / 1024} KiB`, memory),
      ...(sim ? [row('log stream from the simulator over loopback', sim)] : []),
      ...(telemetry ? [row(`telemetry stream in memory, ${kb(telemetry.bytes)} in ${telemetry.chunks} chunks (aim ≥ ${telemetry.aim}x)`, telemetry, telemetry.aim)] : []),
    ],
  );
}

/** The start-up table: import, first and second construct of each contender. */
export function startupSection(startup, aim) {
  const ms = (value) => `${value.toFixed(2)} ms`;
  const row = (label, who, aims) => [label, ms(startup[who].import), ms(startup[who].construct), ms(startup[who].again), ms(startup[who].firstCall), aims];
  const importVerdict = (who) => `import ${verdict(startup[who].import <= startup.official.import)}`;
  const rows = table(
    ['contender', 'import (and load the wasm)', 'construct the first client', 'construct a second', 'its first call (a retrieve answered in memory)', `aims: import ≤ official's, construct ≤ ${aim} ms`],
    [
      row('hand-written fetch client', 'raw', ''),
      row('official', 'official', ''),
      row('ours', 'ours', `${importVerdict('ours')}, construct ${verdict(startup.ours.construct <= aim)}`),
      row('ours, the wasm named in a preload link (as the npm README suggests)', 'ours-preloaded', importVerdict('ours-preloaded')),
      row('ours through the inline entry (`browser-cloud-sdk/inline`: the wasm inside the bundle, no second request)', 'ours-inline', importVerdict('ours-inline')),
    ],
  );
  const split = `Of each import (medians), from the bundle's last byte to its modules having run: the hand-written client ${ms(startup.raw.afterBundle)}, the official SDK ${ms(startup.official.afterBundle)}, ours ${ms(startup.ours.afterBundle)}, ours through the inline entry ${ms(startup['ours-inline'].afterBundle)} (then its \`init()\`, ${ms(startup['ours-inline'].load)}).`;
  const wasm = `Then ours loads its wasm: its request, from sent to its last byte, ${ms(startup.ours.wasmRequest)}; after its last byte, the rest of compiling and instantiating it, ${ms(startup.ours.afterWasm)}.`;
  return [rows, split, wasm].join('\n\n');
}

function stepsSection(steps, large, profiles, ours) {
  const rows = [
    ['the body out of the `Response` (`text()`)', us(steps.text)],
    ['`JSON.parse` of the text', us(steps.parse)],
    ['the check of the parsed answer (its operation\'s generated check)', us(steps.check)],
  ];
  const parts = [table([`step, ${kb(large.bytes)} list, each timed alone`, 'median per call'], rows)];
  if (profiles) {
    const groups = Object.entries(profiles.list.groups).filter(([, value]) => value > 0);
    const total = groups.reduce((sum, [, value]) => sum + value, 0);
    parts.push(
      '',
      `CPU profile of the page's thread over ${profiles.list.calls} whole list calls by our client, by where the time is spent. Sampling slows the call down (${us(total / 1000)} a call under the profiler), so each share is also given of the unprofiled call (${us(ours)}, above):`,
      '',
      table(
        ['where', 'share', 'of the unprofiled call'],
        groups.map(([name, value]) => [name, `${((value / total) * 100).toFixed(1)}%`, us(((value / total) * ours))]),
      ),
    );
  }
  return parts.join('\n');
}

function profileSection(profiles) {
  const groups = Object.keys(profiles.retrieve.ours.groups);
  const total = (who) => Object.values(profiles.retrieve[who].groups).reduce((a, b) => a + b, 0);
  const summary = table(
    ['CPU in the page per retrieve', 'raw fetch + json()', 'ours', 'ours − raw'],
    [
      ...groups.map((group) => [group, us(profiles.retrieve.raw.groups[group] / 1000), us(profiles.retrieve.ours.groups[group] / 1000), us((profiles.retrieve.ours.groups[group] - profiles.retrieve.raw.groups[group]) / 1000)]),
      ['**all**', `**${us(total('raw') / 1000)}**`, `**${us(total('ours') / 1000)}**`, `**${us((total('ours') - total('raw')) / 1000)}**`],
    ],
  );
  const top = table(
    ['function (ours)', 'self time per retrieve'],
    profiles.retrieve.ours.top.slice(0, 15).map(({ name, us: value }) => [`\`${name.replace(/\|/g, '\\|')}\``, us(value / 1000)]),
  );
  return [`${profiles.calls} retrieves per contender from the simulator, sampled every 50 µs (Chrome DevTools Protocol); idle time left out.`, '', summary, '', top].join('\n');
}

// What the telemetry stream's profile reads.
const TELEMETRY_PROFILED = 'telemetry events (64 KiB chunks made before the read)';

function streamProfileSection(stream, what = 'log events (64 KiB chunks made as the reader pulls)') {
  const ns = (us) => `${Math.round(us * 1000)} ns`;
  const groups = Object.entries(stream.groups).filter(([, value]) => value > 0);
  return [
    `CPU profile of our client reading ${stream.events.toLocaleString('en-US')} ${what}, self time per event:`,
    '',
    table(['where', 'per event'], groups.map(([name, value]) => [name, ns(value)])),
  ].join('\n');
}

function memorySection(points, aim) {
  const mib = (bytes) => `${(bytes / 2 ** 20).toFixed(2)} MiB`;
  const first = points[0];
  const rows = points.map((p, i) => [
    p.label,
    mib(p.wasmMemory),
    mib(p.jsHeap),
    i === 0 ? '' : mib(p.wasmMemory + p.jsHeap - (first.wasmMemory + first.jsHeap)),
    i === 0 ? '' : mib(p.wasmMemory + p.jsHeap - (points[i - 1].wasmMemory + points[i - 1].jsHeap)),
  ]);
  return table(['point', 'wasm linear memory', 'JS heap (after GC)', 'growth since warm-up', 'growth since the point before'], rows) + `\n\nAim: growth ≤ ${mib(aim)} and none between successive rounds.`;
}

// One line per aim: met or missed, with the figure that decides it.
function verdicts({ sizes, decode, decodeBusy, overhead, streamMemory, telemetryMemory, startup, memory }, aims) {
  const gzip = sizes.oursApp.total.gzip;
  const { vite, webpack } = sizes.bundlers;
  const byBundler = (b) => `${kb(b.ours.total.gzip)} (${verdict(b.ours.total.gzip <= aims.gzip)}; the official SDK ${kb(b.theirs.total.gzip)})`;
  const large = Object.entries(decode).find(([name]) => name.startsWith('list of') && decode[name].bytes > 1e6);
  const largeRatio = large[1].ours / large[1].raw;
  const busy = decodeBusy?.[large[0]];
  const busyText = busy ? ` With one of the machine's cores kept busy by a spinning thread, ours ${x(busy.ours / busy.raw)} and the official SDK ${x(busy.official / busy.raw)}.` : '';
  const fetchRatio = overhead.ours.median / overhead.raw.median;
  const streamRatio = streamMemory.ours.perSecond / streamMemory.raw.perSecond;
  const telemetryRatio = telemetryMemory.ours.perSecond / telemetryMemory.raw.perSecond;
  const lines = [
    `- Page load ≤ ${kb(aims.gzip)} gzip: ${verdict(gzip <= aims.gzip)}: a tiny app loads ${kb(gzip)} gzip of ours (wasm ${kb(sizes.files.wasm.gzip)}; brotli ${kb(sizes.oursApp.total.brotli)} in all; ${kb(sizes.inlineApp.total.gzip)} through the inline entry), against ${kb(sizes.theirsApp.total.gzip)} of the official SDK; a page that only completes a login loads ${kb(sizes.loginApp.total.gzip)}. Bundled by Vite ${byBundler(vite)}, by webpack ${byBundler(webpack)}.`,
    `- ${large[0]} (${kb(large[1].bytes)}) within ${aims.decode}x of raw fetch + JSON.parse: ${verdict(largeRatio <= aims.decode)}: ${x(largeRatio)}; the official SDK, which validates nothing, ${x(large[1].official / large[1].raw)}.${busyText}`,
    `- One retrieve ≤ ${x(aims.overhead)} raw fetch: ${verdict(fetchRatio <= aims.overhead)}: ${x(fetchRatio)} (${us(overhead.ours.median - overhead.raw.median)} per request); the official SDK ${x(overhead.official.median / overhead.raw.median)}.`,
    `- Import ≤ the official SDK's: ${verdict(startup.ours.import <= startup.official.import)}: ${startup.ours.import.toFixed(2)} ms against ${startup.official.import.toFixed(2)} ms (${startup['ours-preloaded'].import.toFixed(2)} ms on a page that preloads the wasm); through the inline entry ${verdict(startup['ours-inline'].import <= startup.official.import)}: ${startup['ours-inline'].import.toFixed(2)} ms; construct ≤ ${aims.construct} ms: ${verdict(startup.ours.construct <= aims.construct)}: ${startup.ours.construct.toFixed(3)} ms.`,
    `- Log stream ≥ ${aims.stream}x a raw fetch with a line parser: ${verdict(streamRatio >= aims.stream)}: ${x(streamRatio)} (${x(streamMemory.ours.perSecond / streamMemory.parser.perSecond)} of eventsource-parser); the official SDK ${x(streamMemory.official.perSecond / streamMemory.raw.perSecond)}.`,
    `- Telemetry stream ≥ ${aims.telemetry}x a raw fetch with a line parser: ${verdict(telemetryRatio >= aims.telemetry)}: ${x(telemetryRatio)} (${x(telemetryMemory.ours.perSecond / telemetryMemory.parser.perSecond)} of eventsource-parser); the official SDK ${x(telemetryMemory.official.perSecond / telemetryMemory.raw.perSecond)}.`,
  ];
  if (memory) {
    const total = (p) => p.wasmMemory + p.jsHeap;
    const growth = Math.max(...memory.filter((p) => !p.large).map((p) => total(p) - total(memory[0])));
    const repeat = [2, 4].map((i) => total(memory[i]) - total(memory[i - 1]));
    const met = growth <= aims.growth && repeat.every((g) => g <= 64 * 1024);
    lines.push(`- Memory growth ≤ 2 MiB and none between successive rounds: ${verdict(met)}: at most ${(growth / 2 ** 20).toFixed(2)} MiB over warm-up; the second 100,000 retrieves ${kib(repeat[0])}, the second 1,000,000 events ${kib(repeat[1])}.`);
  } else {
    lines.push('- Memory: not measured in this run (`bash scripts/bench.sh --memory`).');
  }
  return lines.join('\n');
}

/** The figures section as markdown. */
export function figures(results, aims) {
  const { machine } = results;
  const large = Object.values(results.decode).find((r) => r.bytes > 1e6);
  return [
    `Run of ${machine.date} at commit \`${machine.commit}\`: ${machine.cores} cores (${machine.cpu}), ${machine.memory}, load average (1 min) ${machine.load} at the start and ${machine.loadEnd} at the end, ${machine.browser} headless, Node ${machine.node}, official SDK \`@onkernel/sdk@${machine.official}\`.`,
    '',
    verdicts(results, aims),
    '',
    '### Bundle size',
    '',
    sizeSection(results.sizes, aims.gzip),
    '',
    '### Start-up (median of 15 fresh page loads each)',
    '',
    startupSection(results.startup, aims.construct),
    '',
    '### Decode + validate, in-memory responses (median time per call)',
    '',
    decodeSection(results.decode, results.decodeBusy, aims.decode),
    '',
    '### The large list, step by step',
    '',
    stepsSection(results.steps, large, results.profiles, large.ours),
    '',
    '### Overhead on a real fetch (sequential retrieves from the simulator over loopback)',
    '',
    overheadSection(results.overhead, aims.overhead),
    ...(results.profiles ? ['', '#### Where the time of a retrieve goes (CPU profile)', '', profileSection(results.profiles)] : []),
    '',
    '### Log streams (events per second, median of 15 reads in memory, 5 over the simulator)',
    '',
    streamSection(results.streamMemory, results.streamSim, aims.stream, { ...results.telemetryMemory, aim: aims.telemetry }),
    ...(results.profiles?.stream ? ['', streamProfileSection(results.profiles.stream)] : []),
    ...(results.profiles?.telemetry ? ['', streamProfileSection(results.profiles.telemetry, TELEMETRY_PROFILED)] : []),
    ...(results.memory ? ['', '### Memory over long runs (ours, in-memory responses)', '', memorySection(results.memory, aims.growth)] : []),
  ].join('\n');
}

/** The in-memory streams' table and their profiles alone (`bench/run.mjs --only stream`). */
export function streamFigures({ load, loadEnd, streamMemory, telemetryMemory, stream, telemetry }, aims) {
  return [
    `Load average (1 min) ${load} at the start and ${loadEnd} at the end.`,
    '',
    streamSection(streamMemory, null, aims.stream, { ...telemetryMemory, aim: aims.telemetry }),
    ...(stream ? ['', streamProfileSection(stream)] : []),
    ...(telemetry ? ['', streamProfileSection(telemetry, TELEMETRY_PROFILED)] : []),
  ].join('\n');
}

/** The retrieve over a real fetch alone (`--only overhead`), with the load average. */
export function overheadFigures({ load, loadEnd, overhead }, aim) {
  return [`Load average (1 min) ${load} at the start and ${loadEnd} at the end.`, '', overheadSection(overhead, aim)].join('\n');
}

/** Replaces the text between the markers of section `name` of `file` with `text` (appends the section if absent). */
export function rewrite(file, text, name = 'figures') {
  const [START, END] = markers(name);
  const section = `${START}\n${text}\n${END}`;
  let current = '';
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    current = '# Benchmarks\n';
  }
  const from = current.indexOf(START);
  const to = current.indexOf(END);
  const next = from >= 0 && to > from ? current.slice(0, from) + section + current.slice(to + END.length) : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(file, next);
}
