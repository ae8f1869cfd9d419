import { RECAP_LENGTH_TOLERANCE, type RecapType } from '@studyforge/contracts';
import { z } from 'zod';
import { partnerVoice } from '../local/recap/recap-script-writer.js';
import { countWords, type RecapScript, type RecapScriptRequest } from '../recap-script.js';
import type { PassageCatalog } from './passage-catalog.js';
import type { StructuredTask } from './structured-task.js';

const STYLE: Readonly<Record<RecapType, string>> = {
  summary: 'a spoken summary by one narrator (speaker "host"): the most important ideas of the material, condensed',
  lecture: 'a spoken lecture by one teacher (speaker "host"): an outline, then each part of the material with signposts, then a closing',
  podcast: 'a podcast dialogue between a host (speaker "host") who asks and picks up the thread and a guest (speaker "guest") who explains, alternating',
  audiobook: 'an audiobook read by one narrator (speaker "host"): the material retold in its own order, close to its wording',
};

/**
 * An audio recap's script of about `targetWords` words from the material alone. A script more than the
 * tolerance away from the target is sent back with its word count to be lengthened or shortened.
 */
export function recapTask(catalog: PassageCatalog, request: RecapScriptRequest) {
  const low = Math.ceil(request.targetWords * (1 - RECAP_LENGTH_TOLERANCE));
  const high = Math.floor(request.targetWords * (1 + RECAP_LENGTH_TOLERANCE));
  const outputSchema = z.object({
    title: z.string().min(1),
    turns: z.array(z.object({ speaker: z.enum(['host', 'guest']), text: z.string().min(1).describe('What the speaker says, as plain spoken sentences') })).min(1),
  });
  const guest = request.type === 'podcast' ? partnerVoice(request.voice) : request.voice;
  const task: StructuredTask<z.output<typeof outputSchema>, RecapScript> = {
    schemaName: 'recap_script',
    label: 'recap script',
    instructions:
      `Write the script of ${STYLE[request.type]}. It is read aloud, so write plain sentences with no headings, lists, markup or passage ids, ` +
      `and no citations. Use only what the material says. Its turns together must have about ${request.targetWords} words ` +
      `(between ${low} and ${high}); keep turns to at most 150 words each.`,
    outputSchema,
    toResult: (output) => {
      const turns = output.turns
        .map((turn) => ({ voice: turn.speaker === 'guest' ? guest : request.voice, text: turn.text.replace(/\s+/g, ' ').trim() }))
        .filter((turn) => countWords(turn.text) > 0);
      const words = turns.reduce((total, turn) => total + countWords(turn.text), 0);
      z.number()
        .min(low, { error: `it has ${words} words, too short: lengthen it to about ${request.targetWords} words (between ${low} and ${high}) from the material` })
        .max(high, { error: `it has ${words} words, too long: shorten it to about ${request.targetWords} words (between ${low} and ${high})` })
        .parse(words);
      return { title: output.title.trim().slice(0, 120), turns, words };
    },
  };
  return task;
}
