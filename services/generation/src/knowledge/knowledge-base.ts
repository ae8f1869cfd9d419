import type { CourseKnowledge } from './course-knowledge.js';
import { knowledge as biology } from './biology.knowledge.js';
import { knowledge as business } from './business.knowledge.js';
import { knowledge as chemistry } from './chemistry.knowledge.js';
import { knowledge as computerScience } from './computer-science.knowledge.js';
import { knowledge as economics } from './economics.knowledge.js';
import { knowledge as engineering } from './engineering.knowledge.js';
import { knowledge as english } from './english.knowledge.js';
import { knowledge as history } from './history.knowledge.js';
import { knowledge as law } from './law.knowledge.js';
import { knowledge as mathematics } from './mathematics.knowledge.js';
import { knowledge as medicine } from './medicine.knowledge.js';
import { knowledge as nursing } from './nursing.knowledge.js';
import { knowledge as physics } from './physics.knowledge.js';
import { knowledge as politicalScience } from './political-science.knowledge.js';
import { knowledge as psychology } from './psychology.knowledge.js';

/** The curated key terms of all 150 courses (15 majors × 10), written for this product. */
export const KNOWLEDGE_BASE: readonly CourseKnowledge[] = [
  ...computerScience,
  ...business,
  ...politicalScience,
  ...nursing,
  ...law,
  ...biology,
  ...chemistry,
  ...psychology,
  ...mathematics,
  ...physics,
  ...history,
  ...english,
  ...engineering,
  ...medicine,
  ...economics,
];
