// Turns one run's results into tables (markdown, also printed) and rewrites
// the figures section of BENCHMARKS.md between its two markers.
import { readFileSync, writeFileSync } from 'node:fs';

const START = '<!-- figures:start (written by scripts/bench.sh) -->';
const END = '<!-- figures:end -->';

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const us = (ms) => `${(ms * 1000).toFixed(1)} µs`;
const x = (ratio) => `${ratio.toFixed(2)}x`;
const rate = (perSecond) => `${Math.round(perSecond).toLocaleString('en-US')}/s`;
const verdict = (met) => (met ? 'met' : '**missed**');

function table(header, rows) {
  return [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}

function sizeSection({ files, oursApp, theirsApp }, aim) {
  return table(
    ['what', 'ours raw', 'ours gzip -9', 'official raw', 'official gzip -9', `aim: ours ≤ ${kb(aim)} gzip`],
    [
      [`package files: wasm + glue + client.js + the snippets the glue imports (${files.count} files, each gzipped)`, kb(files.total.raw), kb(files.total.gzip), '', '', verdict(files.total.gzip <= aim)],
      ['of which the wasm', kb(files.wasm.raw), kb(files.wasm.gzip), '', '', ''],
      ['tiny app, esbuild bundle (JS only)', kb(oursApp.js.raw), kb(oursApp.js.gzip), kb(theirsApp.raw), kb(theirsApp.gzip), ''],
      ['tiny app, everything it loads (bundle + wasm)', kb(oursApp.total.raw), kb(oursApp.total.gzip), kb(theirsApp.raw), kb(theirsApp.gzip), verdict(oursApp.total.gzip <= aim)],
    ],
  );
}

function decodeSection(decode, aim) {
  return table(
    ['body', 'size', '(a) JSON.parse', '(b) raw fetch + json()', '(c) ours', '(d) official', '(c)/(b)', '(d)/(b)', '(c)/(a)', `aim: (c)/(b) ≤ ${aim}`],
    Object.entries(decode).map(([name, r]) => [
      name,
      kb(r.bytes),
      us(r.parse),
      us(r.raw),
      us(r.ours),
      us(r.official),
      x(r.ours / r.raw),
      x(r.official / r.raw),
      x(r.ours / r.parse),
      verdict(r.ours / r.raw <= aim),
    ]),
  );
}

function overheadSection(overhead, aim) {
  const raw = overhead.raw.median;
  return table(
    ['contender', 'requests', 'median per retrieve', 'minus raw', 'vs raw', `aim: ours ≤ ${x(aim)}`],
    [
      ['raw fetch + json()', overhead.raw.requests, `${raw.toFixed(3)} ms`, '', '1.00x', ''],
      ['ours', overhead.ours.requests, `${overhead.ours.median.toFixed(3)} ms`, us(overhead.ours.median - raw), x(overhead.ours.median / raw), verdict(overhead.ours.median / raw <= aim)],
      ['official', overhead.official.requests, `${overhead.official.median.toFixed(3)} ms`, us(overhead.official.median - raw), x(overhead.official.median / raw), ''],
    ],
  );
}

function streamSection(memory, sim, aim) {
  const row = (name, r) => [
    name,
    `${r.raw.events.toLocaleString('en-US')} / ${r.ours.events.toLocaleString('en-US')} / ${r.official.events.toLocaleString('en-US')}`,
    rate(r.raw.perSecond),
    rate(r.ours.perSecond),
    rate(r.official.perSecond),
    x(r.ours.perSecond / r.raw.perSecond),
    x(r.official.perSecond / r.raw.perSecond),
    verdict(r.ours.perSecond / r.raw.perSecond >= aim),
  ];
  return table(
    ['stream', 'events (raw / ours / official)', '(a) raw fetch + line parser', '(b) ours', '(c) official', '(b)/(a)', '(c)/(a)', `aim: (b)/(a) ≥ ${aim}`],
    [row(`in memory, ${kb(memory.bytes)} in ${memory.chunks} chunks of ${memory.chunkSize / 1024} KiB`, memory), row('simulator over loopback', sim)],
  );
}

// One line per aim: met or missed, with the figure that decides it.
function verdicts({ sizes, decode, overhead, streamMemory }, aims) {
  const gzip = sizes.oursApp.total.gzip;
  const worstDecode = Math.max(...Object.values(decode).map((r) => r.ours / r.raw));
  const fetchRatio = overhead.ours.median / overhead.raw.median;
  const streamRatio = streamMemory.ours.perSecond / streamMemory.raw.perSecond;
  return [
    `- Bundle ≤ ${kb(aims.gzip)} gzip: ${verdict(gzip <= aims.gzip)}: a tiny app loads ${kb(gzip)} gzip of ours (wasm ${kb(sizes.files.wasm.gzip)}), against ${kb(sizes.theirsApp.gzip)} of the official SDK.`,
    `- Decode + validate within ${aims.decode}x of raw fetch + JSON.parse: ${verdict(worstDecode <= aims.decode)}: ours takes up to ${x(worstDecode)} the raw time; the official SDK, which validates nothing, up to ${x(Math.max(...Object.values(decode).map((r) => r.official / r.raw)))}.`,
    `- Under ${Math.round((aims.overhead - 1) * 100)}% on a real fetch: ${verdict(fetchRatio <= aims.overhead)}: ${x(fetchRatio)} (${us(overhead.ours.median - overhead.raw.median)} per request); the official SDK ${x(overhead.official.median / overhead.raw.median)}.`,
    `- Streams at ≥ ${aims.stream}x a raw fetch with a line parser: ${verdict(streamRatio >= aims.stream)}: ${x(streamRatio)}; the official SDK ${x(streamMemory.official.perSecond / streamMemory.raw.perSecond)}.`,
  ].join('\n');
}

/** The figures section as markdown. */
export function figures(results, aims) {
  const { machine } = results;
  return [
    `Run of ${machine.date} at commit \`${machine.commit}\`: ${machine.cores} cores (${machine.cpu}), ${machine.memory}, load average (1 min) ${machine.load} at the start and ${machine.loadEnd} at the end, ${machine.browser} headless, Node ${machine.node}, official SDK \`@onkernel/sdk@${machine.official}\`.`,
    '',
    verdicts(results, aims),
    '',
    '### Bundle size',
    '',
    sizeSection(results.sizes, aims.gzip),
    '',
    '### Decode + validate, in-memory responses (median time per call)',
    '',
    decodeSection(results.decode, aims.decode),
    '',
    '### Overhead on a real fetch (sequential retrieves from the simulator over loopback)',
    '',
    overheadSection(results.overhead, aims.overhead),
    '',
    '### Log streams (events per second, median of 5 reads)',
    '',
    streamSection(results.streamMemory, results.streamSim, aims.stream),
  ].join('\n');
}

/** Replaces the text between the markers of `file` with `text` (appends the section if absent). */
export function rewrite(file, text) {
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
