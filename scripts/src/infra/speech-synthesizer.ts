import { findOrInstallBinary } from './system-binary.js';

/**
 * The generation workers' speech tools, from system packages installed when missing and permitted:
 * espeak-ng (the synthesizer) and lame (the MP3 encoder). Without them the workers use meSpeak and
 * lamejs, their slower JavaScript builds.
 */
export function resolveSpeechSynthesizer(env: NodeJS.ProcessEnv): Record<string, string> {
  const tools: Record<string, string> = {};
  for (const [name, envVar] of [['espeak-ng', 'ESPEAK_NG_PATH'], ['lame', 'LAME_PATH']] as const) {
    const binary = env[envVar] || findOrInstallBinary(name, { apt: name }, `speech (${name})`);
    if (binary) tools[envVar] = binary;
    else process.stdout.write(`${name} is not installed: speech uses its slower JavaScript build (install ${name} for fast audio).\n`);
  }
  return tools;
}
