import { accountDataEndpoints } from './account-data-endpoints.js';
import { audioRecapEndpoints } from './audio-recap-endpoints.js';
import { voiceEndpoints } from './voice-endpoints.js';
import { authEndpoints } from './auth-endpoints.js';
import { billingEndpoints } from './billing-endpoints.js';
import { booksEndpoints } from './books-endpoints.js';
import { creditsEndpoints } from './credits-endpoints.js';
import { generationEndpoints } from './generation-endpoints.js';
import { libraryEndpoints } from './library-endpoints.js';
import { notificationEndpoints } from './notification-endpoints.js';
import { studyToolEndpoints } from './study-tool-endpoints.js';
import { operationsEndpoints } from './operations-endpoints.js';
import { profileEndpoints } from './profile-endpoints.js';
import { studyPlanEndpoints } from './study-plan-endpoints.js';
import { triviaEndpoints } from './trivia-endpoints.js';
import { joinEndpointTables } from './lazy-endpoints.js';

export * from './endpoint.js';
export * from './endpoint-url.js';
export * from './generation-replies.js';
export * from './request-wait.js';
export { audioRecapReplyFromJob, audioRecapReplySchema, audioRecapsReplySchema, type AudioRecapReply } from './audio-recap-endpoints.js';
export {
  tutorChatReplyFromJob,
  tutorChatReplySchema,
  voiceLectureReplyFromJob,
  voiceLectureReplySchema,
  type TutorChatReply,
  type VoiceLectureReply,
} from './voice-endpoints.js';
export {
  analyzeVisualReplyFromJob,
  analyzeVisualReplySchema,
  gradeEssayReplyFromJob,
  gradeEssayReplySchema,
  type AnalyzeVisualReply,
  type GradeEssayReply,
} from './study-tool-endpoints.js';
export { studyPlanReplyFromJob, studyPlanReplySchema, type StudyPlanReply } from './study-plan-endpoints.js';
export { idParams, bookSourceParams } from './path-params.js';
export { MAX_TRIVIA_QUESTION_WAIT_MS } from './trivia-endpoints.js';
export { PROVIDER_NOT_CONFIGURED_REDIRECT } from './auth-endpoints.js';
export { portalBodySchema } from './billing-endpoints.js';
export { deleteAccountReplySchema } from './account-data-endpoints.js';
export { readinessReplySchema, type ReadinessReply } from './operations-endpoints.js';
export { affiliateClickReplySchema, booksConfigReplySchema, randomBooksQuerySchema, type BooksConfigReply } from './books-endpoints.js';

/**
 * Every HTTP endpoint, by a stable name. The gateway's routes and OpenAPI document and the web app's
 * client are built from these declarations. Each is declared (its schemas built) when first read.
 */
export const API_ENDPOINTS = joinEndpointTables(
  authEndpoints,
  creditsEndpoints,
  generationEndpoints,
  audioRecapEndpoints,
  voiceEndpoints,
  libraryEndpoints,
  studyToolEndpoints,
  triviaEndpoints,
  booksEndpoints,
  accountDataEndpoints,
  notificationEndpoints,
  profileEndpoints,
  billingEndpoints,
  operationsEndpoints,
  studyPlanEndpoints,
);

export type ApiEndpoints = typeof API_ENDPOINTS;
export type EndpointName = keyof ApiEndpoints;

// Single endpoints in their own modules, and the tables of a few, for a client that needs only them (the web app's
// dashboard: a bundler then leaves out the other endpoints' declarations and the schemas only they use).
export { creditsEndpoints } from './credits-endpoints.js';
export { generationEndpoints } from './generation-endpoints.js';
export { libraryEndpoints } from './library-endpoints.js';
export { studyToolEndpoints } from './study-tool-endpoints.js';
export { getCurrentUserEndpoint } from './get-current-user-endpoint.js';
export { getCreditsEndpoint } from './get-credits-endpoint.js';
export { resendVerificationEndpoint } from './resend-verification-endpoint.js';
export { getJobEndpoint } from './get-job-endpoint.js';
