// Loaded into each app process (NODE_OPTIONS=--import) by the bench: SIGWINCH starts a V8 CPU
// profile, the next SIGWINCH stops it and writes <BENCH_PROFILE_DIR>/<app>.cpuprofile. Idle otherwise.
// (SIGWINCH because Nest's shutdown hooks treat SIGUSR2 as a shutdown signal.)
import { renameSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { basename, dirname, join } from 'node:path';

const dir = process.env.BENCH_PROFILE_DIR;
if (dir && process.argv[1]) {
  // services/credits/dist/main.js → credits; gateway/dist/main.js → gateway
  const app = basename(dirname(dirname(process.argv[1])));
  const session = new Session();
  session.connect();
  let running = false;
  process.on('SIGWINCH', () => {
    if (!running) {
      running = true;
      session.post('Profiler.enable', () =>
        session.post('Profiler.setSamplingInterval', { interval: 500 }, () => session.post('Profiler.start')),
      );
      return;
    }
    running = false;
    session.post('Profiler.stop', (error, result) => {
      if (error) return;
      const file = join(dir, `${app}.cpuprofile`);
      writeFileSync(`${file}.partial`, JSON.stringify(result.profile));
      renameSync(`${file}.partial`, file);
    });
  });
}
