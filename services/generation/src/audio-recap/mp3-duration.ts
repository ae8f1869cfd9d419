const BITRATES_V1_L3 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2_L3 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const RATES: Readonly<Record<number, readonly number[]>> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

/** How long an MP3 (layer III, any MPEG version, optional ID3v2 tag) plays, by walking its frame headers. */
export function mp3Seconds(audio: Uint8Array): number {
  let offset = 0;
  if (audio.length > 10 && audio[0] === 0x49 && audio[1] === 0x44 && audio[2] === 0x33) {
    offset = 10 + (((audio[6]! & 0x7f) << 21) | ((audio[7]! & 0x7f) << 14) | ((audio[8]! & 0x7f) << 7) | (audio[9]! & 0x7f));
  }
  let seconds = 0;
  while (offset + 4 <= audio.length) {
    if (audio[offset] !== 0xff || (audio[offset + 1]! & 0xe0) !== 0xe0) {
      offset++;
      continue;
    }
    const version = (audio[offset + 1]! >> 3) & 3;
    const layer = (audio[offset + 1]! >> 1) & 3;
    const bitrateIndex = audio[offset + 2]! >> 4;
    const rateIndex = (audio[offset + 2]! >> 2) & 3;
    const padding = (audio[offset + 2]! >> 1) & 1;
    const rate = RATES[version]?.[rateIndex];
    if (layer !== 1 || !rate || bitrateIndex === 0 || bitrateIndex === 15) {
      offset++;
      continue;
    }
    const mpeg1 = version === 3;
    const kbps = (mpeg1 ? BITRATES_V1_L3 : BITRATES_V2_L3)[bitrateIndex]!;
    const samples = mpeg1 ? 1152 : 576;
    seconds += samples / rate;
    offset += Math.floor(((samples / 8) * kbps * 1000) / rate) + padding;
  }
  return seconds;
}
