import { BASE_URL, call, postForm } from '@studyforge/test-support';
import sharp from 'sharp';

/** Study text long enough for the local engine to make cards and questions from. */
export const PHOTOSYNTHESIS_TEXT = [
  '# Photosynthesis',
  'Photosynthesis is the process by which green plants, algae and some bacteria convert light energy into chemical energy stored in glucose.',
  'The light-dependent reactions take place in the thylakoid membranes of the chloroplast, where chlorophyll absorbs light and water molecules are split, releasing oxygen.',
  'The energy captured in these reactions is stored in ATP and NADPH, which carry it to the second stage of the process.',
  '# The Calvin cycle',
  'The Calvin cycle takes place in the stroma of the chloroplast and uses ATP and NADPH to fix carbon dioxide into three-carbon sugars.',
  'The enzyme rubisco catalyses the first step of carbon fixation, attaching carbon dioxide to ribulose bisphosphate.',
  'Most of the sugars made are recycled to regenerate ribulose bisphosphate, while the rest are used to build glucose, sucrose and starch.',
  '# Limiting factors',
  'The rate of photosynthesis is limited by light intensity, carbon dioxide concentration and temperature.',
  'At high temperatures enzymes such as rubisco lose their shape, so the rate of photosynthesis falls sharply.',
  'Farmers raise yields in greenhouses by adding carbon dioxide, keeping the temperature warm and lighting the plants for longer.',
].join('\n\n');

export async function makeDeck(cookie: string, count = 5): Promise<number> {
  const response = await postForm('/api/generate-flashcards', { cookie, fields: { text: PHOTOSYNTHESIS_TEXT, count: String(count) } });
  if (response.status !== 200) throw new Error(`flashcards: ${response.status} ${JSON.stringify(response.body)}`);
  return (response.body.flashcards as unknown[]).length;
}

/** Makes a quiz and records one attempt with `wrong` answers wrong; answers the attempt's score. */
export async function takeQuiz(cookie: string, wrong = 0): Promise<{ quizId: string; score: number; total: number }> {
  const response = await postForm('/api/generate-quiz', { cookie, fields: { text: PHOTOSYNTHESIS_TEXT, questionCount: '5' } });
  if (response.status !== 200) throw new Error(`quiz: ${response.status} ${JSON.stringify(response.body)}`);
  const questions = response.body.quiz.questions as Array<{ correctAnswer: number }>;
  const answers = questions.map((question, index) => (index < wrong ? (question.correctAnswer + 1) % 4 : question.correctAnswer));
  const attempt = await call(`/api/quizzes/${response.body.quiz.id}/attempts`, { cookie, body: { answers } });
  if (attempt.status !== 201) throw new Error(`attempt: ${attempt.status} ${JSON.stringify(attempt.body)}`);
  return { quizId: response.body.quiz.id, score: attempt.body.score, total: questions.length };
}

/** A real image of the given format and size (a gradient, so it is not trivially compressible). */
export function image(format: 'png' | 'jpeg' | 'webp', width = 640, height = 400): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < width * height; index++) {
    pixels[index * 3] = index % 256;
    pixels[index * 3 + 1] = (index >> 8) % 256;
    pixels[index * 3 + 2] = 128;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).toFormat(format).toBuffer();
}

/** Posts an avatar the way the Edit Profile dialog does (one file in the `avatar` field). */
export async function uploadAvatar(cookie: string, bytes: Buffer, name = 'me.png', type = 'image/png') {
  const form = new FormData();
  form.append('avatar', new Blob([new Uint8Array(bytes)], { type }), name);
  const response = await fetch(`${BASE_URL}/api/profile/avatar`, { method: 'POST', body: form, headers: { cookie } });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}
