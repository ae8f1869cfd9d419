/** An error thrown in a thread, as plain data: its name, message and own primitive fields (e.g. `transient`). */
export interface SerializedError {
  name: string;
  message: string;
  fields: Record<string, string | number | boolean | null>;
}

/** What the pool sends a thread: a task, or the answer to a question the thread asked while running one. */
export type ToThread =
  | { kind: 'task'; id: number; task: unknown }
  | { kind: 'answer'; askId: number; ok: true; value: unknown }
  | { kind: 'answer'; askId: number; ok: false; error: SerializedError };

/** What a thread sends back: that it has loaded, a task's result or failure, or a question for the service's side (e.g. OCR on its shared engine). */
export type FromThread =
  | { kind: 'ready' }
  | { kind: 'done'; id: number; value: unknown }
  | { kind: 'failed'; id: number; error: SerializedError }
  | { kind: 'ask'; id: number; askId: number; question: unknown };

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: SerializedError['fields'] = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value as string | number | boolean | null;
  }
  return { name: error.name, message: error.message, fields };
}
