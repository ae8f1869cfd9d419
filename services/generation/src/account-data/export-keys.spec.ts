import { describe, expect, it } from 'vitest';
import { objectKeysIn, userObjectPrefixes } from './export-keys.js';

const USER = '0b7e4c2a-1f3d-4e5a-9b8c-7d6e5f4a3b2c';

describe("a student's objects in storage", () => {
  it('are found in any row by the folder of their id, however deep and in whatever column', () => {
    const rows = [
      { name: 'audio-recaps.json', content: [{ audio_key: `audio/recaps/${USER}/job-1.mp3`, title: 'Cells' }] },
      { name: 'recap-chunks.json', content: [{ audio_key: `audio/recaps/${USER}/job-1/chunk-00001.mp3` }] },
      { name: 'jobs.json', content: [{ input: { files: [{ key: `uploads/${USER}/a1` }] }, result: { note: `a sentence about ${USER} and /${USER}/ folders` } }] },
      { name: 'other.json', content: [{ key: 'uploads/someone-else/x' }] },
    ];
    expect([...objectKeysIn(rows, USER)].sort()).toEqual([
      `audio/recaps/${USER}/job-1.mp3`,
      `audio/recaps/${USER}/job-1/chunk-00001.mp3`,
      `uploads/${USER}/a1`,
    ]);
  });

  it('are also looked for under every prefix generation stores them in', () => {
    expect(userObjectPrefixes(USER)).toEqual([
      `uploads/${USER}/`,
      `audio/read-aloud/${USER}/`,
      `audio/recaps/${USER}/`,
      `audio/tutor/${USER}/`,
      `exports/${USER}/`,
    ]);
  });
});
