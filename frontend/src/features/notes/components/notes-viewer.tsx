import type { SavedStudyGuide, StudyGuide } from '@studyforge/contracts';
import { Check, Copy, PencilLine, Save, X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { CitationPopover } from '@/components/study/citation';
import { ReadAloudButton } from '@/components/study/read-aloud-button';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { failureDescription } from '@/lib/failure-description';
import { useUpdateStudyGuide } from '../api/update-study-guide';
import { notesDocument, sectionText } from '../notes-document';

export interface OpenStudyGuide {
  id: string;
  studyGuide: StudyGuide;
  /** The markdown as last saved (edits included). */
  notes: string;
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Older browsers and blocked permissions: the selection fallback.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    return copied;
  }
}

/**
 * A study guide (spec §2): title, sections and bullet items with their sources; read aloud, copy,
 * and edit as raw markdown (Save keeps the edit on the server, Cancel drops it).
 */
export function NotesViewer({ guide, onSaved }: { guide: OpenStudyGuide; onSaved: (saved: SavedStudyGuide) => void }) {
  const editorId = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(guide.notes);
  const [copied, setCopied] = useState(false);
  const update = useUpdateStudyGuide();
  const doc = useMemo(() => notesDocument(guide.notes, guide.studyGuide), [guide.notes, guide.studyGuide]);
  const points = doc.sections.reduce((sum, section) => sum + section.items.length, 0);

  const copy = async () => {
    if (await copyText(guide.notes)) {
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
      toast({ title: 'Copied!', description: 'Your notes are on the clipboard.' });
    } else {
      toast({ variant: 'destructive', title: 'Copy failed', description: 'Your browser blocked copying. Select the text and copy it instead.' });
    }
  };

  const save = () => {
    if (!draft.trim()) {
      toast({ variant: 'destructive', title: 'Error', description: 'Notes cannot be empty.' });
      return;
    }
    update.mutate(
      { id: guide.id, notes: draft },
      {
        onSuccess: (saved) => {
          onSaved(saved);
          setEditing(false);
          toast({ title: 'Notes saved', description: 'Your edits are saved to this study guide.' });
        },
        onError: (error) => toast({ variant: 'destructive', title: 'Error', description: failureDescription(error, 'Failed to save notes. Please try again.') }),
      },
    );
  };

  return (
    <article className="grid gap-5 rounded-3xl border bg-card p-5 shadow-soft sm:p-7" data-testid="notes-viewer" data-mode={editing ? 'edit' : 'view'}>
      <div className="flex flex-wrap items-center gap-2">
        {editing ? (
          <>
            <Button variant="brand" onClick={save} disabled={update.isPending}>
              {update.isPending ? <Spinner className="size-4 text-current" /> : <Save aria-hidden />}
              {update.isPending ? 'Saving...' : 'Save'}
            </Button>
            <Button
              variant="outline"
              disabled={update.isPending}
              onClick={() => {
                setDraft(guide.notes);
                setEditing(false);
              }}
            >
              <X aria-hidden />
              Cancel
            </Button>
          </>
        ) : (
          <>
            <ReadAloudButton text={guide.notes} size="default" />
            <Button variant="outline" onClick={() => void copy()}>
              {copied ? <Check aria-hidden className="text-success" /> : <Copy aria-hidden />}
              Copy
            </Button>
            <Button
              variant="outline"
              onClick={() => {
                setDraft(guide.notes);
                setEditing(true);
              }}
            >
              <PencilLine aria-hidden />
              Edit
            </Button>
          </>
        )}
      </div>

      {editing ? (
        <div className="grid gap-2">
          <Label htmlFor={editorId}>Edit notes (Markdown)</Label>
          <Textarea
            id={editorId}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            rows={20}
            spellCheck
            autoFocus
            className="min-h-96 font-mono text-sm leading-relaxed"
          />
          <p className="text-xs text-muted-foreground">Use # for the title, ## for section headings and - for bullet points.</p>
        </div>
      ) : (
        <div className="grid gap-6">
          <header className="grid gap-1">
            <h2 className="text-2xl font-bold tracking-tight text-balance" data-testid="notes-title">
              {doc.title}
            </h2>
            <p className="text-sm text-muted-foreground">
              {doc.sections.length} {doc.sections.length === 1 ? 'section' : 'sections'} · {points} {points === 1 ? 'point' : 'points'}
            </p>
          </header>
          {doc.sections.map((section, index) => (
            <section key={index} className="grid gap-3" data-testid="notes-section">
              {section.heading ? (
                <div className="flex items-center gap-2 border-b pb-2">
                  <h3 className="min-w-0 flex-1 text-lg font-semibold tracking-tight">{section.heading}</h3>
                  <ReadAloudButton iconOnly variant="ghost" label={`Read “${section.heading}” aloud`} text={sectionText(section)} />
                </div>
              ) : null}
              <ul className="grid gap-2.5">
                {section.items.map((item, itemIndex) =>
                  item.kind === 'bullet' ? (
                    <li key={itemIndex} className="flex items-start gap-3 text-[15px] leading-relaxed" data-testid="notes-bullet">
                      <span className="mt-2.5 size-1.5 shrink-0 rounded-full bg-primary" aria-hidden />
                      <span className="min-w-0 flex-1">{item.text}</span>
                      {item.citation ? <CitationPopover citation={item.citation} className="mt-0.5" /> : null}
                    </li>
                  ) : (
                    <li key={itemIndex} className="text-[15px] leading-relaxed text-foreground/90">
                      {item.text}
                    </li>
                  ),
                )}
              </ul>
            </section>
          ))}
        </div>
      )}
    </article>
  );
}
