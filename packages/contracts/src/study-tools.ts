import { z } from 'zod';
import type { StudyFileType } from './file-types.js';
import { uploadedFileSchema } from './generation.js';

/** The essay types of spec §9, in the order the Essay Grader lists them. */
export const ESSAY_TYPES = ['research', 'informative', 'argumentative', 'personal', 'narrative', 'descriptive', 'compare', 'analytical'] as const;
export type EssayType = (typeof ESSAY_TYPES)[number];

export const ESSAY_TYPE_LABELS: Record<EssayType, string> = {
  research: 'Research paper',
  informative: 'Informative essay',
  argumentative: 'Argumentative essay',
  personal: 'Personal essay',
  narrative: 'Narrative essay',
  descriptive: 'Descriptive essay',
  compare: 'Compare and contrast',
  analytical: 'Analytical essay',
};

/** What Study Visuals and the Essay Grader accept (spec §5 and §9), checked by the bytes a file starts with. */
export const IMAGE_FILE_TYPES = ['jpeg', 'png', 'webp'] as const satisfies readonly StudyFileType[];
export const ESSAY_FILE_TYPES = ['pdf', 'doc', 'docx', 'text'] as const satisfies readonly StudyFileType[];
export const IMAGE_FILE_ACCEPT = 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp';
export const ESSAY_FILE_ACCEPT = '.pdf,.doc,.docx,.txt';

export const studyToolLimits = {
  maxImageBytes: 10 * 1024 * 1024,
  maxEssayBytes: 10 * 1024 * 1024,
  maxQuestionChars: 2000,
  maxEssayChars: 100_000,
  /** An essay needs this many words to be graded at all. */
  minEssayWords: 50,
} as const;

/** The spec's texts (title: description), sent by the server and shown by the web app alike. */
export const studyToolMessages = {
  invalidImageType: 'Invalid file type: Please select an image file.',
  imageTooLarge: 'File too large: Please select an image smaller than 10MB.',
  noImage: 'No image selected',
  noQuestion: 'No question provided',
  questionTooLong: `Question too long: Please keep your question under ${studyToolLimits.maxQuestionChars} characters.`,
  invalidEssayFile: 'Invalid file type: Please upload a PDF, Word document, or text file.',
  essayTooLarge: 'File too large: Please select a file smaller than 10MB.',
  noEssay: 'No essay provided',
  essayTypeRequired: 'Essay type required',
  essayTooLong: `Essay too long: Please keep your essay under ${studyToolLimits.maxEssayChars.toLocaleString('en-US')} characters.`,
  essayTooShort: `Essay too short: An essay needs at least ${studyToolLimits.minEssayWords} words to be graded.`,
  oneFileOnly: 'Too many files: Please upload one file.',
} as const;

export const essayTypeSchema = z.enum(ESSAY_TYPES, { error: studyToolMessages.essayTypeRequired });

// ---- Study Visuals

export const IMAGE_KINDS = ['printed-page', 'handwriting', 'chart', 'diagram', 'equation', 'photo'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

export const analysisSectionSchema = z.object({ heading: z.string().min(1), items: z.array(z.string().min(1)).min(1) });
export type AnalysisSection = z.infer<typeof analysisSectionSchema>;

export const mathWorkSchema = z.object({
  expression: z.string().min(1),
  result: z.string().min(1),
  steps: z.array(z.string().min(1)),
});
export type MathWork = z.infer<typeof mathWorkSchema>;

/** A structured analysis of one image; `analysis` is the same as markdown (what is read aloud and copied). */
export const visualAnalysisSchema = z.object({
  imageKind: z.enum(IMAGE_KINDS),
  /** The text read in the image (OCR), possibly empty. */
  extractedText: z.string(),
  sections: z.array(analysisSectionSchema).min(1),
  math: z.array(mathWorkSchema),
});
export type VisualAnalysis = z.infer<typeof visualAnalysisSchema>;

/** The analysis as markdown: `## heading` and `- item` lines. */
export function visualAnalysisToMarkdown(visual: Pick<VisualAnalysis, 'sections'>): string {
  return visual.sections.map((section) => [`## ${section.heading}`, '', ...section.items.map((item) => `- ${item}`)].join('\n')).join('\n\n') + '\n';
}

export const visualAnalysisJobRequestSchema = z.object({
  jobId: z.uuid(),
  image: uploadedFileSchema,
  question: z.string().trim().min(1, { error: studyToolMessages.noQuestion }).max(studyToolLimits.maxQuestionChars, { error: studyToolMessages.questionTooLong }),
});
export type VisualAnalysisJobRequest = z.infer<typeof visualAnalysisJobRequestSchema>;

export const visualAnalysisResultSchema = z.object({
  analysisId: z.uuid(),
  question: z.string(),
  analysis: z.string(),
  visual: visualAnalysisSchema,
  creditsUsed: z.number().int().min(0),
});
export type VisualAnalysisResult = z.infer<typeof visualAnalysisResultSchema>;

export const savedVisualAnalysisSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  question: z.string(),
  analysis: z.string(),
  visual: visualAnalysisSchema,
  createdAt: z.string(),
});
export type SavedVisualAnalysis = z.infer<typeof savedVisualAnalysisSchema>;

// ---- Essay Grader

export const ESSAY_CRITERIA = ['idea', 'structure', 'clarity', 'evidence', 'style'] as const;
export type EssayCriterion = (typeof ESSAY_CRITERIA)[number];

const score = z.number().int().min(0).max(100);

/** A remark on one sentence of the essay, quoting it. */
export const essayRemarkSchema = z.object({
  criterion: z.enum(ESSAY_CRITERIA),
  text: z.string().min(1),
  quote: z.string().min(1),
});
export type EssayRemark = z.infer<typeof essayRemarkSchema>;

/** Spec §3's essay grading, with every feedback point and improvement quoting the sentence it is about. */
export const essayGradingSchema = z.object({
  overallScore: score,
  ideaScore: score,
  structureScore: score,
  clarityScore: score,
  evidenceScore: score,
  styleScore: score,
  /** A short overall verdict. */
  summary: z.string().min(1),
  feedback: z.array(essayRemarkSchema).min(1),
  improvements: z.array(essayRemarkSchema),
});
export type EssayGrading = z.infer<typeof essayGradingSchema>;

export const essayGradeJobRequestSchema = z.object({
  jobId: z.uuid(),
  essay: uploadedFileSchema.nullable(),
  essayText: z.string().max(studyToolLimits.maxEssayChars, { error: studyToolMessages.essayTooLong }),
  essayType: essayTypeSchema,
});
export type EssayGradeJobRequest = z.infer<typeof essayGradeJobRequestSchema>;

export const essayGradeResultSchema = z.object({
  gradeId: z.uuid(),
  essayType: essayTypeSchema,
  title: z.string(),
  grading: essayGradingSchema,
  creditsUsed: z.number().int().min(0),
});
export type EssayGradeResult = z.infer<typeof essayGradeResultSchema>;

export const savedEssayGradeSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  essayType: essayTypeSchema,
  grading: essayGradingSchema,
  createdAt: z.string(),
});
export type SavedEssayGrade = z.infer<typeof savedEssayGradeSchema>;

/** Spec §2's colour bands of a score: 90 and up, 80, 70, 60, below; icons change at 80 and 60. */
export type ScoreBand = 'excellent' | 'good' | 'fair' | 'weak' | 'poor';
export function scoreBand(value: number): ScoreBand {
  if (value >= 90) return 'excellent';
  if (value >= 80) return 'good';
  if (value >= 70) return 'fair';
  if (value >= 60) return 'weak';
  return 'poor';
}
export type ScoreIcon = 'high' | 'middle' | 'low';
export function scoreIcon(value: number): ScoreIcon {
  if (value >= 80) return 'high';
  if (value >= 60) return 'middle';
  return 'low';
}
