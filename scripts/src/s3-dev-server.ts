// Entry point: `node s3-dev-server.js PORT DIRECTORY BUCKET` serves S3 (path-style) from a folder.
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
