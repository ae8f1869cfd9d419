import { priceOf, tutorMessages, type TutorVoice, type VoiceLectureReply } from '@studyforge/contracts';
import { GraduationCap, Mic } from 'lucide-react';
import { useState } from 'react';
import { Mascot } from '@/components/mascot/mascot';
import { EmptyState } from '@/components/study/empty-state';
import { generateVoiceLecture } from '@/features/generation/api/generate-voice-lecture';
import { FilePicker } from '@/features/generation/components/file-picker';
import { MaterialPanel } from '@/features/generation/components/tool-page/material-panel';
import { ToolPage } from '@/features/generation/components/tool-page/tool-page';
import { useToolGeneration } from '@/features/generation/hooks/use-tool-generation';
import { TutorSession } from '@/features/tutor/components/tutor-session';
import { TutorSetupFields } from '@/features/tutor/components/tutor-setup-fields';
import { TUTOR_MASCOT_MOODS, type TutorActivity } from '@/features/tutor/tutor-activity';
import { creditsUsed, formatCredits } from '@/lib/format';

const PREPARING = 'Preparing your lecture...';
const INPUT_REQUIRED = { title: tutorMessages.inputRequired, description: tutorMessages.inputRequiredDetail };

/** Tutor Me (/tutor-me, spec §2): setup (files, voice, topic), then a session with the lecture and questions. */
export function TutorMeRoute() {
  const [topic, setTopic] = useState('');
  const [voice, setVoice] = useState<TutorVoice>('nova');
  const [session, setSession] = useState<VoiceLectureReply | null>(null);
  // The session's mascot follows the tutor: ready (idle), listening, thinking, speaking.
  const [activity, setActivity] = useState<TutorActivity>('ready');
  const tool = useToolGeneration({
    generate: generateVoiceLecture,
    texts: { noMaterial: INPUT_REQUIRED, thinking: PREPARING, success: 'Voice Tutoring Started!', ready: 'Your tutor is ready!', failure: 'Failed to generate lecture.' },
    check: (material, fields) => (material.files.length === 0 && !fields.topic.trim() ? INPUT_REQUIRED : null),
    describe: (reply) => `${reply.structured.keyIdeas.length} key ideas · ${creditsUsed(reply.creditsUsed)}.`,
    onGenerated: setSession,
  });
  const cost = priceOf('tutor-lecture');

  if (session) {
    return (
      <div className="grid gap-6">
        <title>Tutor Me · StudyForge</title>
        <header className="flex items-center gap-3">
          <span className="grid size-11 place-items-center rounded-2xl bg-emerald-500/12 text-emerald-600 dark:text-emerald-400">
            <GraduationCap aria-hidden className="size-5" />
          </span>
          <h1 className="min-w-0 flex-1 text-2xl font-bold tracking-tight sm:text-3xl">Tutor Me</h1>
          <Mascot mood={TUTOR_MASCOT_MOODS[activity]} size={64} />
        </header>
        <TutorSession
          key={session.lectureId}
          lecture={session}
          voice={voice}
          onActivityChange={setActivity}
          onNewSession={() => {
            setSession(null);
            setActivity('ready');
            setTopic('');
            tool.setFiles([]);
          }}
        />
      </div>
    );
  }

  return (
    <ToolPage
      tool={tool}
      icon={GraduationCap}
      tint="bg-emerald-500/12 text-emerald-600 dark:text-emerald-400"
      title="Tutor Me"
      description="A voice tutor that lectures on your files or a topic, then answers your questions from that material."
      cost={`${formatCredits(cost)} per lecture · ${formatCredits(priceOf('tutor-question'))} per question`}
      material={
        <MaterialPanel
          tool={tool}
          generateLabel="Start Tutoring"
          cost={cost}
          onGenerate={() => tool.run({ topic, voice })}
          input={
            <div className="grid gap-5">
              <FilePicker files={tool.files} onFilesChange={tool.setFiles} disabled={tool.pending} label="Upload files (optional)" />
              <TutorSetupFields topic={topic} onTopicChange={setTopic} voice={voice} onVoiceChange={setVoice} disabled={tool.pending} />
            </div>
          }
        />
      }
      skeleton={<EmptyState icon={Mic} title={PREPARING} className="h-full min-h-72 bg-card/50" />}
      result={null}
      empty={
        <EmptyState icon={Mic} title="Your tutor will speak here" className="h-full min-h-72 bg-card/50">
          Add files or a topic, pick a voice, then Start Tutoring. Ask questions out loud or type them.
        </EmptyState>
      }
      recent={null}
    />
  );
}
