import { findOrInstallBinary } from './system-binary.js';

/**
 * The espeak-ng speech synthesizer for the generation workers (the `espeak-ng` system package, installed
 * when missing and permitted). Without it the workers speak with meSpeak, its slower JavaScript build.
 */
export function resolveSpeechSynthesizer(env: NodeJS.ProcessEnv): Record<string, string> {
  if (env.ESPEAK_NG_PATH) return { ESPEAK_NG_PATH: env.ESPEAK_NG_PATH };
  const binary = findOrInstallBinary('espeak-ng', { apt: 'espeak-ng' }, 'speech synthesizer');
  if (binary) return { ESPEAK_NG_PATH: binary };
  process.stdout.write('espeak-ng is not installed: speech uses meSpeak, its slower JavaScript build (install espeak-ng for fast audio).\n');
  return {};
}
