import { MediaLinkSigner, uuidFromKey, type RpcClient, type RpcContext } from '@studyforge/service-kit';
import type { Logger } from 'pino';

/**
 * An answer's explanation read aloud: a read-aloud job in generation, made once per answered question
 * (its job id comes from the session and question), served through a link that expires.
 */
export class ExplanationAudioService {
  constructor(
    private readonly rpc: RpcClient,
    private readonly links: MediaLinkSigner,
    private readonly logger: Logger,
  ) {}

  /** The signed link to the audio, or null when it cannot be started: an answer never fails for its audio. */
  async linkFor(answer: { sessionId: string; questionNumber: number; explanation: string }, context: RpcContext): Promise<string | null> {
    const jobId = uuidFromKey(`trivia:${answer.sessionId}:${answer.questionNumber}`);
    try {
      await this.rpc.request(
        'generation.create-job',
        { jobId, kind: 'read-aloud', files: [], text: answer.explanation, count: null, voice: null, topic: null },
        context,
      );
      return this.links.sign(jobId);
    } catch (error) {
      this.logger.warn({ jobId, requestId: context.requestId, err: error instanceof Error ? error.message : String(error) }, 'explanation audio not started');
      return null;
    }
  }
}
