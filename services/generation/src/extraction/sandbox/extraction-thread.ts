import { parentPort } from 'node:worker_threads';
import { ExtractionError } from '../extracted-document.js';
import { OcrEngineError, OcrImageError } from '../ocr-engine.js';
import type { OcrPage } from '../ocr-lines.js';
import { readFormat } from '../read-format.js';
import type { SandboxJob, ServiceMessage, ThreadMessage } from './sandbox-messages.js';
import { warmUpPdf } from './warm-up-pdf.js';

// The body of one parsing thread (started by parsing-threads.ts, with the parsers loaded before its file
// comes): reads the one file it is sent and posts its blocks.

const port = parentPort!;
const post = (message: ThreadMessage, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

const pendingOcr = new Map<number, { resolve: (page: OcrPage) => void; reject: (error: Error) => void }>();
let nextOcrId = 0;

// Read while the thread waits for its file, so the PDF reader is compiled before the student's file comes.
const noOcr = () => Promise.reject(new OcrImageError('The warm-up document has a text layer.'));
const warmedUp = readFormat({ fileName: 'warm-up.pdf', type: 'pdf', bytes: warmUpPdf() }, { ocr: noOcr }).catch(() => undefined);

port.on('message', (message: ServiceMessage) => {
  if (message.kind === 'read') {
    void read(message.job);
    return;
  }
  const { reply } = message;
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

async function read(job: SandboxJob): Promise<void> {
  await warmedUp;
  await readFormat(
    { fileName: job.fileName, type: job.type, bytes: Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength) },
    { onProgress: (fraction) => post({ kind: 'progress', fraction }), ocr: recognizeInService },
  ).then(
    ({ blocks, pageCount }) => post({ kind: 'done', blocks, pageCount }),
    (error: unknown) => post(outcome(error)),
  );
}
