// Entry point: `node s3-dev-server.js PORT DIRECTORY BUCKET` serves S3 (path-style) from a folder.
import { unlink } from 'node:fs/promises';
import S3rver from 's3rver';

const [port, directory, bucket] = process.argv.slice(2);
if (!port || !directory || !bucket) {
  process.stderr.write('usage: s3-dev-server PORT DIRECTORY BUCKET\n');
  process.exit(2);
}

const server = new S3rver({
  port: Number(port),
  address: '127.0.0.1',
  directory,
  silent: true,
  configureBuckets: [{ name: bucket, configs: [] }],
});

// s3rver removes a key's folder as soon as a delete leaves it empty, while an upload into that folder may have made
// it and not yet opened its file: the upload's file then cannot be opened, and s3rver, which does not listen for
// that error, exits. Each student's uploads go in a folder of their own, so the delete of one file and the upload
// of the next race. Deletes here remove the object's own files and leave its folders.
const { store } = server;
store.deleteObject = async (objectBucket, key) => {
  await Promise.all(
    (['object', 'object.md5', 'metadata.json'] as const).map((resource) =>
      unlink(store.getResourcePath(objectBucket, key, resource)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      }),
    ),
  );
};

// An error s3rver leaves unhandled (a full disk under an upload) fails that request, not every later one.
process.on('uncaughtException', (error) => process.stderr.write(`[${new Date().toISOString()}] s3 dev server: ${error.stack ?? error.message} (still serving)\n`));

server.run().then(
  () => process.stdout.write(`s3 dev server on http://127.0.0.1:${port} (bucket ${bucket})\n`),
  (error: Error) => {
    process.stderr.write(`s3 dev server could not start: ${error.message}\n`);
    process.exit(1);
  },
);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => server.close().finally(() => process.exit(0)));
}
