import { parentPort, workerData } from 'node:worker_threads';
import { ExtractionError } from '../extracted-document.js';
import { OcrEngineError, OcrImageError } from '../ocr-engine.js';
import type { OcrPage } from '../ocr-lines.js';
import { readFormat } from '../read-format.js';
import type { OcrReply, SandboxJob, ThreadMessage } from './sandbox-messages.js';

// The body of one parsing thread (started by extraction-sandbox.ts): reads one file and posts its blocks.

const port = parentPort!;
const { job } = workerData as { job: SandboxJob };
const post = (message: ThreadMessage, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

const pendingOcr = new Map<number, { resolve: (page: OcrPage) => void; reject: (error: Error) => void }>();
let nextOcrId = 0;

port.on('message', (reply: OcrReply) => {
  const pending = pendingOcr.get(reply.id);
  if (!pending) return;
  pendingOcr.delete(reply.id);
  if ('page' in reply) pending.resolve(reply.page);
  else pending.reject(reply.error.engine ? new OcrEngineError(reply.error.message) : new OcrImageError(reply.error.message));
});

/** OCR by the service's one long-lived engine: the model is loaded once per process, not per file. */
function recognizeInService(image: Buffer): Promise<OcrPage> {
  const id = nextOcrId++;
  const copy = new Uint8Array(image);
  return new Promise((resolve, reject) => {
    pendingOcr.set(id, { resolve, reject });
    post({ kind: 'ocr', id, image: copy }, [copy.buffer]);
  });
}

function outcome(error: unknown): ThreadMessage {
  if (error instanceof ExtractionError) return { kind: 'refused', failure: error.failure, message: error.message };
  if (error instanceof OcrEngineError) return { kind: 'ocr-engine-failed', message: error.message };
  return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
}

readFormat(
  { fileName: job.fileName, type: job.type, bytes: Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength) },
  { onProgress: (fraction) => post({ kind: 'progress', fraction }), ocr: recognizeInService },
).then(
  ({ blocks, pageCount }) => post({ kind: 'done', blocks, pageCount }),
  (error: unknown) => post(outcome(error)),
);
