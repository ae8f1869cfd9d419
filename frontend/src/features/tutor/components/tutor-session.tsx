import type { TutorVoice, VoiceLectureReply } from '@studyforge/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Mic, Pause, RotateCcw, SendHorizontal, Sparkles } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { failureDescription } from '@/lib/failure-description';
import { BALANCE_QUERY_KEYS, refreshQueries } from '@/lib/refresh-queries';
import { askTutor, type ChatMessage } from '../api/tutor-chat';
import { useSpeechRecognition } from '../hooks/use-speech-recognition';
import { TUTOR_ACTIVITY_LABELS, type TutorActivity } from '../tutor-activity';
import { LectureView } from './lecture-view';

interface TutorSessionProps {
  lecture: VoiceLectureReply;
  voice: TutorVoice;
  onNewSession: () => void;
  /** Told what the tutor is doing whenever that changes (the page's mascot follows it). */
  onActivityChange?: (activity: TutorActivity) => void;
}

const newId = () => Math.random().toString(36).slice(2);

/** A tutoring session (spec §2): the lecture, its audio, spoken or typed questions, and the conversation. */
export function TutorSession({ lecture, voice, onNewSession, onActivityChange }: TutorSessionProps) {
  const queryClient = useQueryClient();
  const audio = useRef<HTMLAudioElement>(null);
  const [activity, setActivity] = useState<TutorActivity>('ready');
  const [lastAudio, setLastAudio] = useState<string | null>(lecture.audioUrl);
  const [heard, setHeard] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [messages, setMessages] = useState<ChatMessage[]>([
    { id: newId(), role: 'assistant', content: lecture.lecture, timestamp: new Date().toISOString(), audioUrl: lecture.audioUrl },
  ]);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    panel.current?.scrollTo({ top: panel.current.scrollHeight, behavior: 'smooth' });
  }, [messages]);

  const play = useCallback((url: string | null) => {
    const element = audio.current;
    if (!element || !url) {
      setActivity('ready');
      return;
    }
    element.src = url;
    element.currentTime = 0;
    element.play().then(
      () => setActivity('speaking'),
      () => setActivity('ready'),
    );
  }, []);

  useEffect(() => {
    play(lecture.audioUrl);
  }, [lecture.audioUrl, play]);

  const ask = async (question: string) => {
    const message = question.trim();
    if (!message) return;
    audio.current?.pause();
    const history = messages;
    setMessages((current) => [...current, { id: newId(), role: 'user', content: message, timestamp: new Date().toISOString(), audioUrl: null }]);
    setActivity('thinking');
    try {
      const reply = await askTutor({ message, lecture: lecture.lecture, lectureId: lecture.lectureId, voice, history });
      setMessages((current) => [...current, { id: newId(), role: 'assistant', content: reply.response, timestamp: new Date().toISOString(), audioUrl: reply.audioUrl, grounded: reply.grounded }]);
      setLastAudio(reply.audioUrl);
      play(reply.audioUrl);
    } catch (error) {
      setActivity('ready');
      toast({ variant: 'destructive', title: 'Error', description: failureDescription(error, 'Failed to send message.') });
    } finally {
      void refreshQueries(queryClient, BALANCE_QUERY_KEYS);
    }
  };

  const speech = useSpeechRecognition({
    onTranscript: useCallback((text: string) => {
      setHeard(text);
      void ask(text);
      // eslint-disable-next-line react-hooks/exhaustive-deps -- ask reads the latest messages when called
    }, [messages]),
    onUnavailable: useCallback(() => toast({ variant: 'destructive', title: 'Speech Recognition Not Available', description: 'Your browser does not support speech input. Type your question instead.' }), []),
    onError: useCallback(() => toast({ variant: 'destructive', title: 'Speech Recognition Error', description: 'Please try again or check your microphone permissions.' }), []),
  });
  const shown: TutorActivity = speech.listening ? 'listening' : activity;
  const busy = shown === 'thinking' || shown === 'speaking';

  useEffect(() => {
    onActivityChange?.(shown);
  }, [shown, onActivityChange]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const question = typed;
    setTyped('');
    void ask(question);
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]" data-testid="tutor-session">
      <section className="grid content-start gap-4 rounded-3xl border bg-card p-5 shadow-soft sm:p-6" aria-label="Lecture">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Badge variant={shown === 'ready' ? 'secondary' : 'accent'} data-testid="tutor-status" aria-live="polite">
            {TUTOR_ACTIVITY_LABELS[shown]}
          </Badge>
          <Button variant="outline" size="sm" onClick={onNewSession} data-testid="tutor-new-session">
            <Sparkles aria-hidden /> New Session
          </Button>
        </div>
        <audio
          ref={audio}
          onEnded={() => setActivity('ready')}
          onPause={() => setActivity((current) => (current === 'speaking' ? 'ready' : current))}
          onError={() => {
            if (!audio.current?.getAttribute('src')) return;
            setActivity('ready');
            toast({ variant: 'destructive', title: 'Audio Error', description: 'Failed to play audio response.' });
          }}
          data-testid="tutor-audio"
        />
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="brand" size="lg" onClick={speech.listen} disabled={busy || speech.listening} data-testid="tutor-ask">
            <Mic aria-hidden /> Ask Question
          </Button>
          {shown === 'speaking' ? (
            <Button variant="outline" onClick={() => audio.current?.pause()} data-testid="tutor-pause">
              <Pause aria-hidden /> Pause
            </Button>
          ) : (
            <Button variant="outline" onClick={() => play(lastAudio)} disabled={!lastAudio || shown === 'thinking'} data-testid="tutor-replay">
              <RotateCcw aria-hidden /> Replay
            </Button>
          )}
        </div>
        {heard ? (
          <p className="rounded-xl bg-muted/60 px-3 py-2 text-sm" data-testid="tutor-transcript">
            <span className="font-medium">You said:</span> {heard}
          </p>
        ) : null}
        <form className="flex gap-2" onSubmit={submit}>
          <Input value={typed} onChange={(event) => setTyped(event.target.value)} placeholder="Or type your question..." aria-label="Your question" disabled={shown === 'thinking'} />
          <Button type="submit" variant="secondary" disabled={!typed.trim() || shown === 'thinking'} aria-label="Send question" data-testid="tutor-send">
            <SendHorizontal aria-hidden />
          </Button>
        </form>
        <LectureView lecture={lecture.structured} />
      </section>
      <section aria-label="Conversation" className="grid content-start gap-3">
        <h2 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">Conversation</h2>
        <div ref={panel} className="h-[500px] overflow-y-auto rounded-3xl border bg-card/60 p-4" data-testid="tutor-conversation">
          <ol className="grid gap-3">
            {messages.map((message) => (
              <li
                key={message.id}
                className={message.role === 'user' ? 'ml-8 justify-self-end rounded-2xl rounded-br-sm bg-primary px-4 py-2.5 text-sm text-primary-foreground' : 'mr-8 rounded-2xl rounded-bl-sm bg-muted px-4 py-2.5 text-sm whitespace-pre-line'}
                data-testid={`tutor-message-${message.role}`}
              >
                {message.content}
              </li>
            ))}
          </ol>
        </div>
      </section>
    </div>
  );
}
