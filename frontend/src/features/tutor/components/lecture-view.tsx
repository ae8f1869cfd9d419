import type { Lecture } from '@studyforge/contracts';

/** The lecture as it is spoken: introduction, key ideas with examples and their sources, summary. */
export function LectureView({ lecture }: { lecture: Lecture }) {
  return (
    <article className="grid gap-3 text-sm" data-testid="tutor-lecture">
      <h2 className="text-lg font-semibold">{lecture.title}</h2>
      <p className="text-muted-foreground">{lecture.introduction}</p>
      <ol className="grid gap-3">
        {lecture.keyIdeas.map((idea, index) => (
          <li key={`${idea.heading}-${index}`} className="grid gap-1 rounded-2xl border p-3">
            <h3 className="font-semibold">
              {index + 1}. {idea.heading}
            </h3>
            <p>{idea.explanation}</p>
            {idea.example ? <p className="text-muted-foreground">For example: {idea.example}</p> : null}
            <p className="text-xs text-muted-foreground">
              Source: {idea.citation.fileName}
              {idea.citation.page ? `, page ${idea.citation.page}` : ''}
              {idea.citation.section ? ` · ${idea.citation.section}` : ''}
            </p>
          </li>
        ))}
      </ol>
      <p>
        <span className="font-semibold">Summary: </span>
        {lecture.summary}
      </p>
    </article>
  );
}
