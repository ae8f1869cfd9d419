import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import type { BenchUser } from './bench-user.js';

/** The issue's targets for the first load (Lighthouse mobile defaults). */
export const FIRST_LOAD_AIMS = { performance: 95, accessibility: 100, bestPractices: 100 } as const;

export interface AuditedPage {
  name: string;
  path: string;
  signedIn: boolean;
  /** At most this much JavaScript (compressed, KiB) before the first contentful paint. */
  scriptBudgetKiB: number;
}

export const AUDITED_PAGES: readonly AuditedPage[] = [
  { name: 'Landing page, signed out', path: '/', signedIn: false, scriptBudgetKiB: 100 },
  { name: 'Dashboard, signed in', path: '/dashboard', signedIn: true, scriptBudgetKiB: 170 },
];

/**
 * Lighthouse runs per page (FIRST_LOAD_RUNS, default 5): the score of one run moves with whatever else the machine does,
 * so each page is reported by its median run, as Lighthouse's own documentation recommends, with every run's score listed.
 */
const RUNS_PER_PAGE = Math.max(1, Number(process.env.FIRST_LOAD_RUNS ?? 5));

export interface FirstLoadResult {
  page: AuditedPage;
  /** The performance score of every run of this page, in run order; the other figures are those of the median run. */
  performanceRuns: number[];
  scores: { performance: number; accessibility: number; bestPractices: number };
  /** Lab metrics under Lighthouse's simulated mobile throttling, ms (CLS unitless). */
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; speedIndex: number };
  /** Compressed bytes transferred: scripts finished before the first contentful paint (observed), all scripts, everything. */
  scriptBeforePaintBytes: number;
  scriptBytes: number;
  totalBytes: number;
  consoleErrors: string[];
  /** The scripts that kept the main thread busiest (Lighthouse's bootup-time: evaluation and parsing, ms). */
  busiestScripts: string[];
  /** The longest main-thread tasks Lighthouse saw (its long-tasks audit: start, duration and script, 4× slowed CPU). */
  longestTasks: string[];
  /** The element Lighthouse took for the largest contentful paint (its label or markup), and the phases of its time. */
  lcpElement: string;
  /** Accessibility and best-practice audits that did not pass. */
  failedAudits: string[];
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
  networkEndTime?: number;
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/**
 * Lighthouse (mobile defaults: simulated slow 4G and a 4× slower CPU) against each page in the system
 * Chromium (`CHROME_PATH`, default /usr/bin/chromium), one page at a time, fresh profile each time.
 */
export async function auditFirstLoad(baseUrl: string, user: BenchUser, log: (line: string) => void): Promise<FirstLoadResult[]> {
  const results: FirstLoadResult[] = [];
  for (const page of AUDITED_PAGES) {
    const runs: FirstLoadResult[] = [];
    for (let run = 1; run <= RUNS_PER_PAGE; run++) runs.push(await auditWithRetry(baseUrl, user, page, `${run} of ${RUNS_PER_PAGE}`, log));
    results.push(medianRun(runs));
  }
  return results;
}

/** The run whose performance score is the median (the lower middle one for an even count), carrying every run's score. */
function medianRun(runs: readonly FirstLoadResult[]): FirstLoadResult {
  const byScore = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  const median = byScore[Math.floor((byScore.length - 1) / 2)]!;
  return { ...median, performanceRuns: runs.map((run) => run.scores.performance) };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART and the like); such a run is made again, once. */
async function auditWithRetry(baseUrl: string, user: BenchUser, page: AuditedPage, runLabel: string, log: (line: string) => void): Promise<FirstLoadResult> {
  try {
    return await auditOnce(baseUrl, user, page, runLabel, log);
  } catch (error) {
    if (!(error instanceof LighthouseRunError)) throw error;
    log(`  ${error.message}; running it again`);
    return auditOnce(baseUrl, user, page, runLabel, log);
  }
}

class LighthouseRunError extends Error {}

async function auditOnce(baseUrl: string, user: BenchUser, page: AuditedPage, runLabel: string, log: (line: string) => void): Promise<FirstLoadResult> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    log(`Lighthouse: ${page.name} (${page.path}), run ${runLabel}...`);
    const tab = await browser.newPage();
    // The session goes into the browser's cookie jar (a Cookie header forced on every request would
    // hide the cookies the app sets itself); Lighthouse's storage reset leaves cookies alone.
    if (page.signedIn) {
      const [name, value] = user.cookie.split('=', 2) as [string, string];
      if (name.startsWith('__Host-')) {
        // A `__Host-` cookie (a production gateway's) is taken only Secure and host-only: set by URL, without a domain.
        await tab.setCookie({ name, value, url: baseUrl, path: '/', httpOnly: true, secure: true, sameSite: 'Lax' });
      } else {
        await browser.setCookie({ name, value, domain: new URL(baseUrl).hostname, path: '/', httpOnly: true, sameSite: 'Lax' });
      }
    }
    const run = await lighthouse(
      `${baseUrl}${page.path}`,
      { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] },
      undefined,
      tab,
    );
    if (!run) throw new Error(`Lighthouse returned nothing for ${page.path}`);
    // FIRST_LOAD_REPORT_DIR: each page's whole Lighthouse report, to look into a run.
    const reportDir = process.env.FIRST_LOAD_REPORT_DIR;
    if (reportDir) writeFileSync(join(reportDir, `${page.signedIn ? 'signed-in' : 'signed-out'}${page.path.replaceAll('/', '-')}-run${runLabel.split(' ')[0]}.json`), JSON.stringify(run.lhr));
    const result = summarize(page, run.lhr);
    log(`  performance ${result.scores.performance}, LCP ${ms(result.metrics.lcp)}, TBT ${Math.round(result.metrics.tbt)} ms`);
    return result;
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}

function summarize(page: AuditedPage, lhr: Lhr): FirstLoadResult {
  if (lhr.runtimeError) throw new LighthouseRunError(`Lighthouse could not audit ${page.path}: ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const metricsItem = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0] ?? {};
  const observedFcp = metricsItem.observedFirstContentfulPaint ?? Number.POSITIVE_INFINITY;
  const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []) as NetworkItem[];
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  const bytes = (items: NetworkItem[]) => items.reduce((total, item) => total + (item.transferSize ?? 0), 0);
  const consoleItems =
    (lhr.audits['errors-in-console']?.details as { items?: { description?: string; source?: string; sourceLocation?: { url?: string } }[] } | undefined)?.items ?? [];
  const failedAudits = ['accessibility', 'best-practices'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${lhr.audits[ref.id]?.title ?? ref.id}`),
  );
  const bootup = ((lhr.audits['bootup-time']?.details as { items?: { url?: string; scripting?: number; scriptParseCompile?: number }[] } | undefined)?.items ?? [])
    .slice()
    .sort((a, b) => (b.scripting ?? 0) + (b.scriptParseCompile ?? 0) - (a.scripting ?? 0) - (a.scriptParseCompile ?? 0))
    .slice(0, 3)
    .map((item) => `${item.url?.replace(/^https?:\/\/[^/]+/, '') ?? 'unknown'} ${Math.round((item.scripting ?? 0) + (item.scriptParseCompile ?? 0))} ms`);
  const longTasks = ((lhr.audits['long-tasks']?.details as { items?: { url?: string; startTime?: number; duration?: number }[] } | undefined)?.items ?? [])
    .slice()
    .sort((a, b) => (b.duration ?? 0) - (a.duration ?? 0))
    .slice(0, 4)
    .map((task) => `${Math.round(task.duration ?? 0)} ms at ${Math.round(task.startTime ?? 0)} ms (${task.url?.replace(/^https?:\/\/[^/]+/, '') || 'unattributed'})`);
  return {
    page,
    performanceRuns: [],
    longestTasks: longTasks,
    lcpElement: lcpElementOf(lhr),
    scores: { performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices') },
    metrics: {
      fcp: numeric('first-contentful-paint'),
      lcp: numeric('largest-contentful-paint'),
      tbt: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      speedIndex: numeric('speed-index'),
    },
    scriptBeforePaintBytes: bytes(scripts.filter((item) => (item.networkEndTime ?? Number.POSITIVE_INFINITY) <= observedFcp)),
    scriptBytes: bytes(scripts),
    totalBytes: bytes(requests),
    busiestScripts: bootup,
    consoleErrors: consoleItems.map((item) => `${item.source ?? 'console'}: ${item.description ?? ''}${item.sourceLocation?.url ? ` (${item.sourceLocation.url})` : ''}`),
    failedAudits,
  };
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (value: number) => `${(value / 1000).toFixed(2)} s`;
const mark = (met: boolean) => (met ? 'met' : 'missed');

/** The "First load" section of RESULTS.md. */
export function renderFirstLoadResults(results: readonly FirstLoadResult[], when: { date: string; machine: string; load: string }): string {
  const rows = results.map((result) => {
    const { scores, metrics } = result;
    return `| ${result.page.name} | ${scores.performance} | ${scores.accessibility} | ${scores.bestPractices} | ${ms(metrics.fcp)} | ${ms(metrics.lcp)} | ${Math.round(metrics.tbt)} ms | ${metrics.cls.toFixed(3)} | ${kib(result.scriptBeforePaintBytes)} KiB (aim ≤ ${result.page.scriptBudgetKiB}) | ${kib(result.scriptBytes)} KiB | ${kib(result.totalBytes)} KiB |`;
  });
  const verdicts = results.map((result) => {
    const { scores } = result;
    const parts = [
      `performance ${scores.performance}, the median of ${result.performanceRuns.length} runs (${result.performanceRuns.join(', ')}) (aim ≥ ${FIRST_LOAD_AIMS.performance}: ${mark(scores.performance >= FIRST_LOAD_AIMS.performance)})`,
      `accessibility ${scores.accessibility} (${mark(scores.accessibility >= FIRST_LOAD_AIMS.accessibility)})`,
      `best practices ${scores.bestPractices} (${mark(scores.bestPractices >= FIRST_LOAD_AIMS.bestPractices)})`,
      `JavaScript before first paint ${kib(result.scriptBeforePaintBytes)} KiB (${mark(result.scriptBeforePaintBytes / 1024 <= result.page.scriptBudgetKiB)})`,
    ];
    const details = [
      result.consoleErrors.length ? `  - Console errors: ${result.consoleErrors.join('; ')}` : '  - No console errors.',
      `  - Busiest scripts on the main thread (4× slowed CPU): ${result.busiestScripts.join(', ') || 'none reported'}.`,
      `  - Longest main-thread tasks (4× slowed CPU, start from navigation): ${result.longestTasks.join(', ') || 'none reported'}.`,
      `  - Largest contentful paint: ${result.lcpElement}.`,
      ...(result.failedAudits.length ? [`  - Audits not passed: ${result.failedAudits.join('; ')}`] : []),
    ];
    return [`- ${result.page.name}: ${parts.join(', ')}.`, ...details].join('\n');
  });
  return [
    `${FIRST_LOAD_HEADING}`,
    '',
    `Lighthouse ${LIGHTHOUSE_VERSION_NOTE} with its mobile defaults (simulated slow 4G, 4× CPU slowdown, 412 px wide screen), the system Chromium, a fresh profile per run, ${RUNS_PER_PAGE} runs per page, each page's figures from its median run by performance score (every run's score is listed below), against the stack of this run; run on ${when.date}, ${when.machine}, load average ${when.load} when it started. The machine is shared: other work running at the same time lowers the performance score (Total Blocking Time is measured in the page, not simulated).`,
    '',
    '| Page | Performance | Accessibility | Best practices | FCP | LCP | TBT | CLS | JS before first paint | All JS | All bytes |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    ...verdicts,
    '',
    'Sizes are bytes on the wire. Chromium asks for brotli only over HTTPS, so over this run\'s plain http://localhost the files came gzip-compressed (the brotli copies the gateway sends over HTTPS are about 13 % smaller). "Before first paint": scripts whose download ended before the first contentful paint of the unthrottled load Lighthouse observes.',
    '',
  ].join('\n');
}

export const FIRST_LOAD_HEADING = '## First load (Lighthouse)';
const LIGHTHOUSE_VERSION_NOTE = '12';

interface LcpElementDetails {
  items?: { type?: string; items?: { node?: { nodeLabel?: string; snippet?: string }; phase?: string; timing?: number }[] }[];
}

/** Lighthouse 12's largest-contentful-paint-element audit: a table with the element, then one with the phases of its time. */
function lcpElementOf(lhr: Lhr): string {
  const tables = (lhr.audits['largest-contentful-paint-element']?.details as LcpElementDetails | undefined)?.items ?? [];
  const node = tables[0]?.items?.[0]?.node;
  // Lighthouse names the element only while it is still in the page at the end of the load.
  if (!node) return 'not reported (no longer in the page at the end of the load)';
  const label = (node.nodeLabel ?? node.snippet ?? 'unknown').replace(/\s+/g, ' ').replaceAll('|', '/').slice(0, 80);
  const phases = (tables[1]?.items ?? [])
    .filter((item) => item.phase && typeof item.timing === 'number')
    .map((item) => `${item.phase} ${Math.round(item.timing!)} ms`)
    .join(', ');
  return phases ? `"${label}" (${phases})` : `"${label}"`;
}
