import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { STUDY_PRIORITIES, studyPlanLimits, type StudyGoal, type StudySession } from '@studyforge/contracts';
import { studyCalendarIcs } from '@studyforge/generation-service/dist/study-plan/study-calendar.ics.js';
import { buildStudyPlan } from '@studyforge/generation-service/dist/study-plan/study-plan.builder.js';
import { machineInfo } from './machine-info.js';

export const STUDY_PLAN_HEADING = '# Benchmark: Study Calendar plan generation';
/** The plan is built inside a job, but a student waits for it: it should feel instant. */
export const STUDY_PLAN_AIM_MS = 250;
const RUNS = 15;

interface Scenario {
  name: string;
  goals: number;
  hoursPerDay: number;
  /** Due dates are spread up to this many days after the start. */
  horizonDays: number;
  /** Hours per goal, cycling through this list. */
  hours: readonly number[];
}

const SCENARIOS: Scenario[] = [
  { name: 'a typical term: 8 goals, 3 h/day, due within 6 weeks', goals: 8, hoursPerDay: 3, horizonDays: 42, hours: [4, 10, 16, 25] },
  { name: `the most goals (${studyPlanLimits.maxGoals}), 6+ h/day, due within a year, all fit`, goals: studyPlanLimits.maxGoals, hoursPerDay: 6, horizonDays: 366, hours: [20, 40, 60] },
  { name: `the most goals (${studyPlanLimits.maxGoals}) of 100 h each, 1 h/day, due within a year (most falls short)`, goals: studyPlanLimits.maxGoals, hoursPerDay: 1, horizonDays: 366, hours: [100] },
  { name: `the most goals (${studyPlanLimits.maxGoals}) of 100 h each, 6+ h/day, all due in the last month of a year`, goals: studyPlanLimits.maxGoals, hoursPerDay: 6, horizonDays: 366, hours: [100] },
];

export interface StudyPlanMeasurement {
  scenario: Scenario;
  sessions: number;
  shortfalls: number;
  planMs: number;
  icsMs: number;
  icsBytes: number;
}

function goalsOf(scenario: Scenario, startDate: string): StudyGoal[] {
  const start = Date.parse(`${startDate}T00:00:00Z`);
  const lateStart = scenario.name.includes('last month') ? scenario.horizonDays - 30 : 1;
  return Array.from({ length: scenario.goals }, (_, index) => {
    const offset = lateStart + Math.round(((index + 1) * (scenario.horizonDays - lateStart)) / scenario.goals);
    return {
      id: randomUUID(),
      subject: `Course ${index + 1}`,
      description: '',
      priority: STUDY_PRIORITIES[index % STUDY_PRIORITIES.length]!,
      dueDate: new Date(start + offset * 86_400_000).toISOString().slice(0, 10),
      estimatedHours: scenario.hours[index % scenario.hours.length]!,
      createdAt: new Date().toISOString(),
    };
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Builds each scenario's plan (the scheduler and the time-zone conversion of every session) and its .ics file, in this process on compiled code. */
export function measureStudyPlans(log: (line: string) => void): StudyPlanMeasurement[] {
  const startDate = '2026-09-01';
  return SCENARIOS.map((scenario) => {
    const goals = goalsOf(scenario, startDate);
    const request = { availableHoursPerDay: scenario.hoursPerDay, startDate, timeZone: 'America/New_York' };
    const planTimes: number[] = [];
    const icsTimes: number[] = [];
    let plan = buildStudyPlan(goals, request);
    let ics = '';
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      plan = buildStudyPlan(goals, request);
      planTimes.push(performance.now() - started);
      const subjects = new Map(goals.map((goal) => [goal.id, goal.subject]));
      const sessions: StudySession[] = plan.sessions.map((session) => ({
        id: randomUUID(),
        goalId: session.goalId,
        subject: subjects.get(session.goalId)!,
        date: session.date,
        startTime: session.startTime,
        duration: session.minutes / 60,
        kind: session.kind,
        status: 'scheduled',
        startsAt: session.startsAt.toISOString(),
      }));
      const icsStarted = performance.now();
      ics = studyCalendarIcs(sessions, 'https://studyforge.example');
      icsTimes.push(performance.now() - icsStarted);
    }
    const measurement = {
      scenario,
      sessions: plan.sessions.length,
      shortfalls: plan.shortfalls.length,
      planMs: median(planTimes),
      icsMs: median(icsTimes),
      icsBytes: Buffer.byteLength(ics),
    };
    log(`${scenario.name}: ${measurement.sessions} sessions, plan ${measurement.planMs.toFixed(1)} ms, .ics ${measurement.icsMs.toFixed(1)} ms`);
    return measurement;
  });
}

export function renderStudyPlanResults(measurements: StudyPlanMeasurement[]): string {
  const machine = machineInfo();
  const worst = Math.max(...measurements.map((measurement) => measurement.planMs));
  const rows = measurements.map(
    (measurement) =>
      `| ${measurement.scenario.name} | ${measurement.sessions} | ${measurement.shortfalls} | ${measurement.planMs.toFixed(1)} | ${measurement.icsMs.toFixed(1)} | ${(measurement.icsBytes / 1024).toFixed(0)} KiB | ${measurement.planMs < STUDY_PLAN_AIM_MS ? 'met' : 'missed'} |`,
  );
  return [
    STUDY_PLAN_HEADING,
    '',
    `${machine.date}; ${machine.cpuModel}, ${machine.cores} cores, Node.js ${machine.node}; load average ${machine.loadAverage.map((value) => value.toFixed(2)).join(' / ')}` +
      (machine.loadAverage[0] > machine.cores ? ' (a shared machine busy with other work: the figures are on the slow side).' : '.'),
    '',
    `The study-plan job's own work, in the bench process on compiled code: the scheduler over the student's goals and the conversion of every session's wall-clock start in America/New_York to an instant (\`buildStudyPlan\`), then the whole plan as an iCalendar file (\`studyCalendarIcs\`, the \`ics\` library, which validates every event: the job writes it once on a worker and keeps it with the plan, so the .ics download and the subscription URL only read it; a goal's removal has the next read write it again). Median of ${RUNS} runs. Saving the sessions and queueing their reminders (one database round trip per 2,000 sessions, one Redis call per 500) come on top in the job. Aim for building a plan: under ${STUDY_PLAN_AIM_MS} ms (a student waits for it).`,
    '',
    '| Goals | Sessions | Goals short | Plan ms | .ics ms | .ics size | Aim |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows,
    '',
    `**Slowest plan: ${worst.toFixed(1)} ms** (aim under ${STUDY_PLAN_AIM_MS} ms: ${worst < STUDY_PLAN_AIM_MS ? 'met' : 'missed'}).`,
    '',
  ].join('\n');
}
