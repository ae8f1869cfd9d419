import { API_ENDPOINTS, tutorLimits, type TutorChatReply, type TutorVoice } from '@studyforge/contracts';
import { apiCall } from '@/lib/api-client';

export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: string;
  audioUrl: string | null;
  grounded?: boolean;
}

/** POST /api/voice-tutor-chat: the question with the lecture as context and the last 10 messages (spec §7, §9). */
export function askTutor(input: { message: string; lecture: string; lectureId: string; voice: TutorVoice; history: readonly ChatMessage[] }): Promise<TutorChatReply> {
  return apiCall(API_ENDPOINTS.voiceTutorChat, {
    body: {
      message: input.message,
      context: input.lecture,
      voice: input.voice,
      lectureId: input.lectureId,
      previousMessages: input.history.slice(-tutorLimits.historyMessages).map(({ role, content }) => ({ role, content })),
    },
  });
}
