import type { ObjectStorage } from '@studyforge/service-kit';
import type { DataSource } from 'typeorm';
import type { AiProvider } from '../ai/ai-provider.js';
import type { JobHandler } from '../jobs/job-handler.js';
import type { LibraryRepository } from '../library/library.repository.js';
import { EssayGradeHandler } from './essay-grade.handler.js';
import { StudyToolsRepository } from './study-tools.repository.js';
import { VisualAnalysisHandler } from './visual-analysis.handler.js';

/** The workers' handlers of Study Visuals and Essay Grader jobs. */
export function createStudyToolHandlers(deps: { provider: AiProvider; storage: ObjectStorage; library: LibraryRepository; dataSource: DataSource }): {
  visualAnalysis: JobHandler;
  essayGrade: JobHandler;
} {
  const results = new StudyToolsRepository(deps.dataSource);
  return {
    visualAnalysis: new VisualAnalysisHandler({ ...deps, results }),
    essayGrade: new EssayGradeHandler({ ...deps, results }),
  };
}
