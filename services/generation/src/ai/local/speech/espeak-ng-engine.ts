import { spawnSync } from 'node:child_process';
import { SpeechSynthesisError } from '../local-engine-errors.js';
import { findExecutable } from './executable-finder.js';
import type { VoiceProfile } from './voice-profiles.js';
import { decodeWav, type Pcm } from './wav-decoder.js';

/** The espeak-ng binary on PATH (ESPEAK_NG_PATH overrides; "none" forces the JavaScript fallback), or null. */
export function findEspeakNg(env: NodeJS.ProcessEnv = process.env): string | null {
  return findExecutable('espeak-ng', env.ESPEAK_NG_PATH, env);
}

/**
 * Synthesizes one chunk with the espeak-ng system binary (a child process; the text goes on stdin, so
 * nothing in it can be read as an option). Blocks the calling thread, which is a speech thread.
 */
export function synthesizeWithEspeakNg(binary: string, text: string, profile: VoiceProfile): Pcm {
  const args = ['--stdout', '-v', profile.espeakVoice, '-p', String(profile.pitch), '-s', String(profile.speed), '-g', '2'];
  const result = spawnSync(binary, args, { input: text, maxBuffer: 512 * 1024 * 1024, timeout: 120_000 });
  if (result.error) throw new SpeechSynthesisError(`espeak-ng could not run: ${result.error.message}`);
  if (result.status !== 0) throw new SpeechSynthesisError(`espeak-ng failed (exit ${result.status}): ${result.stderr.toString().trim().slice(0, 200)}`);
  return decodeWav(new Uint8Array(result.stdout.buffer, result.stdout.byteOffset, result.stdout.byteLength));
}
