import { JOB_KINDS, type JobKind } from '@studyforge/contracts';
import type { JobClass, TaskName } from './job-classes.js';
import type { JobHandler } from './job-handler.js';
import type { TaskHandler } from './tasks/task-handler.js';

/** Fails start-up when a job kind sits in no class, or in more than one. */
export function checkJobClasses(classes: readonly JobClass[], kinds: readonly JobKind[] = JOB_KINDS): void {
  const homeless = kinds.filter((kind) => !classes.some((jobClass) => jobClass.kinds.includes(kind)));
  if (homeless.length) throw new Error(`No job class for: ${homeless.join(', ')}`);
  const doubled = kinds.filter((kind) => classes.filter((jobClass) => jobClass.kinds.includes(kind)).length > 1);
  if (doubled.length) throw new Error(`In more than one job class: ${doubled.join(', ')}`);
}

/** Fails start-up when a job kind has no handler. */
export function checkJobHandlers(handlers: Partial<Record<JobKind, JobHandler>>, kinds: readonly JobKind[] = JOB_KINDS): void {
  const missing = kinds.filter((kind) => typeof handlers[kind]?.run !== 'function');
  if (missing.length) throw new Error(`No job handler for: ${missing.join(', ')}`);
}

/** The class whose queue runs this kind of job. */
export function jobClassOf(kind: JobKind, classes: readonly JobClass[]): JobClass {
  const jobClass = classes.find((candidate) => candidate.kinds.includes(kind));
  if (!jobClass) throw new Error(`No job class for: ${kind}`);
  return jobClass;
}

/** Fails start-up when a class runs a task that has no handler. */
export function checkTaskHandlers(classes: readonly JobClass[], tasks: Partial<Record<TaskName, TaskHandler>>): void {
  const missing = classes.flatMap((jobClass) => jobClass.tasks).filter((name) => typeof tasks[name]?.run !== 'function');
  if (missing.length) throw new Error(`No task handler for: ${missing.join(', ')}`);
}
