import { ProviderError } from '../ai-provider.js';

/** The material has no sentences to work from (e.g. headings only). Not worth retrying. */
export class NoStudyTextError extends ProviderError {
  constructor(message = 'The material has no sentences to build notes from. Add more text or another file.') {
    super(message, false);
    this.name = 'NoStudyTextError';
  }
}

/** Nothing speakable is left once markdown and symbols are removed. */
export class SpeechInputError extends ProviderError {
  constructor(message: string) {
    super(message, false);
    this.name = 'SpeechInputError';
  }
}

/** The embedded synthesizer or encoder failed. */
export class SpeechSynthesisError extends ProviderError {
  constructor(message: string) {
    super(message, false);
    this.name = 'SpeechSynthesisError';
  }
}
