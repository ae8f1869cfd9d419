import { DOMParser } from '@xmldom/xmldom';
import type { BlockRole, BookInfo, GlossaryEntry, SourceBlock, TextbookSection, TextRun } from './textbook-section.js';

type XmlNode = { nodeType: number; nodeName: string; localName?: string | null; nodeValue: string | null; childNodes: ArrayLike<XmlNode>; getAttribute?: (name: string) => string | null };
type XmlElement = XmlNode & { getAttribute(name: string): string | null };

const ELEMENT = 1;
const TEXT = 3;

const EXERCISE_CLASSES = ['review-questions', 'critical-thinking', 'problems', 'self-check-questions', 'section-exercises', 'practice', 'free-response', 'bring-it-together', 'exercises'];

/** The printed title of end-of-section exercise blocks whose CNXML section has none. */
const EXERCISE_TITLES: Record<string, string> = {
  'review-questions': 'Review Questions',
  'critical-thinking': 'Critical Thinking Questions',
  exercises: 'Exercises',
  'section-exercises': 'Section Exercises',
  'self-check-questions': 'Self-Check Questions',
};

/** The printed label of OpenStax feature boxes whose CNXML carries only a class. */
const FEATURE_LABELS: Record<string, string> = {
  'link-to-learning': 'Link to Learning',
  'everyday-connection': 'Everyday Connection',
  clearup: 'Clear It Up',
  linkup: 'Link It Up',
  bringhome: 'Bring It Home',
  workout: 'Work It Out',
  interactive: 'Interactive Link',
  'media-video': 'Video',
  'philo-connections': 'Connections',
  'read-philosopher': 'Read Like a Philosopher',
  'think-philosopher': 'Think Like a Philosopher',
  'write-philosopher': 'Write Like a Philosopher',
  'everyday-life': 'Chemistry in Everyday Life',
  'chemist-portrait': 'Portrait of a Chemist',
  'sciences-interconnect': 'How Sciences Interconnect',
  'middle-ground': 'Finding a Middle Ground',
  'get-connected': 'Get Connected!',
  'insider-perspective': 'Insider Perspective',
  milestone: 'Milestone',
};

const elements = (node: XmlNode): XmlElement[] => Array.from(node.childNodes).filter((child): child is XmlElement => child.nodeType === ELEMENT);
const name = (node: XmlNode) => node.localName ?? node.nodeName;
const classes = (node: XmlElement) => (node.getAttribute('class') ?? '').split(/\s+/);

function squeeze(runs: TextRun[]): TextRun[] {
  const merged: TextRun[] = [];
  for (const run of runs) {
    const text = run.t.replace(/\s+/g, ' ');
    if (!text) continue;
    const last = merged.at(-1);
    if (last && last.b === run.b && last.i === run.i) last.t += text;
    else merged.push({ ...run, t: text });
  }
  if (merged[0]) merged[0].t = merged[0].t.trimStart();
  if (merged.at(-1)) merged.at(-1)!.t = merged.at(-1)!.t.trimEnd();
  return merged.filter((run) => run.t.length > 0);
}

/** Reads one CNXML module into a section: body blocks with their printed role and emphasis, glossary apart. */
export class CnxmlSectionReader {
  private readonly figureNumbers = new Map<string, string>();
  private readonly tableNumbers = new Map<string, string>();
  private readonly blocks: SourceBlock[] = [];
  /** Inline reference notes (endnotes in print), listed after the body. */
  private readonly endnotes: TextRun[][] = [];

  constructor(
    private readonly book: BookInfo,
    private readonly number: string,
    private readonly chapter: string,
  ) {}

  read(moduleId: string, xml: string): TextbookSection {
    const document = new DOMParser().parseFromString(xml, 'text/xml').documentElement as unknown as XmlElement;
    const title = this.text(elements(document).find((child) => name(child) === 'title')!).trim();
    const content = elements(document).find((child) => name(child) === 'content')!;
    this.numberTargets(content);
    this.blocks.push({ kind: 'heading', role: 'text', level: 1, runs: [{ t: `${this.number} ${title}` }] });
    const abstract = this.find(document, 'abstract');
    if (abstract) this.walk(abstract, 'objectives', 2);
    this.walk(content, 'text', 2);
    if (this.endnotes.length > 0) {
      this.blocks.push({ kind: 'heading', role: 'reference', level: 2, runs: [{ t: 'References' }] });
      this.endnotes.forEach((runs, index) => this.blocks.push({ kind: 'paragraph', role: 'reference', runs: squeeze([{ t: `${index + 1}. ` }, ...runs]) }));
    }
    const glossary = this.find(document, 'glossary');
    return {
      book: this.book,
      moduleId,
      number: this.number,
      title,
      chapter: this.chapter,
      // Exercises some books embed from elsewhere ("#exercise/…") are not printed in the module itself.
      blocks: this.blocks.filter((block) => block.runs.length > 0 && !/^#exercise\//.test(block.runs.map((run) => run.t).join(''))),
      glossary: glossary ? this.glossary(glossary) : [],
    };
  }

  private find(node: XmlNode, wanted: string): XmlElement | null {
    for (const child of elements(node)) {
      if (name(child) === wanted) return child;
      const deeper = this.find(child, wanted);
      if (deeper) return deeper;
    }
    return null;
  }

  private numberTargets(content: XmlNode): void {
    const visit = (node: XmlNode) => {
      for (const child of elements(node)) {
        const id = child.getAttribute('id');
        if (name(child) === 'figure' && id) this.figureNumbers.set(id, `Figure ${this.number.split('.')[0]}.${this.figureNumbers.size + 1}`);
        if (name(child) === 'table' && id) this.tableNumbers.set(id, `Table ${this.number.split('.')[0]}.${this.tableNumbers.size + 1}`);
        visit(child);
      }
    };
    visit(content);
  }

  private glossary(node: XmlNode): GlossaryEntry[] {
    return elements(node)
      .filter((child) => name(child) === 'definition')
      .map((definition) => {
        const parts = elements(definition);
        const term = parts.find((part) => name(part) === 'term');
        const meaning = parts.find((part) => name(part) === 'meaning');
        return { term: this.text(term!).replace(/\s+/g, ' ').trim(), definition: this.text(meaning!).replace(/\s+/g, ' ').trim() };
      })
      .filter((entry) => entry.term && entry.definition);
  }

  private walk(node: XmlNode, role: BlockRole, level: number): void {
    for (const child of elements(node)) {
      const tag = name(child);
      if (tag === 'glossary' || tag === 'metadata' || tag === 'equation' || tag === 'media' || tag === 'table') continue;
      if (tag === 'para') this.paragraph(child, role, level);
      else if (tag === 'title') this.blocks.push({ kind: 'heading', role, level, runs: this.runs(child) });
      else if (tag === 'list') this.list(child, role);
      else if (tag === 'section') this.section(child, role, level);
      else if (tag === 'figure') this.figure(child);
      else if (tag === 'note' || tag === 'example') this.feature(child, tag);
      else if (tag === 'exercise') this.walk(child, 'exercise', level + 1);
      else if (tag === 'problem' || tag === 'solution' || tag === 'commentary' || tag === 'abstract') this.walk(child, role, level);
      else if (tag === 'label') continue;
      else this.walk(child, role, level);
    }
  }

  /** An exercise section the CNXML leaves untitled is printed under its class's title, as the book's end-of-section block. */
  private section(section: XmlElement, parent: BlockRole, level: number): void {
    const role = this.sectionRole(section, parent);
    const printedTitle = classes(section).map((entry) => EXERCISE_TITLES[entry]).find(Boolean);
    if (role === 'exercise' && parent !== 'exercise' && printedTitle && !elements(section).some((child) => name(child) === 'title')) {
      this.blocks.push({ kind: 'heading', role, level: level + 1, runs: [{ t: printedTitle }] });
    }
    this.walk(section, role, level + 1);
  }

  private sectionRole(section: XmlElement, parent: BlockRole): BlockRole {
    const names = classes(section);
    if (names.includes('references')) return 'reference';
    if (names.includes('summary') || names.includes('key-equations')) return 'summary';
    if (names.includes('learning-objectives')) return 'objectives';
    if (names.some((entry) => EXERCISE_CLASSES.includes(entry))) return 'exercise';
    return parent;
  }

  /** A paragraph that opens with its own title ("Solution", "Check Your Learning") prints the title as a line of its own. */
  private paragraph(para: XmlElement, role: BlockRole, level: number): void {
    const title = elements(para).find((child) => name(child) === 'title');
    if (!title) {
      this.blocks.push({ kind: 'paragraph', role, runs: this.runs(para) });
      return;
    }
    this.blocks.push({ kind: 'heading', role, level: level + 1, runs: this.runs(title) });
    const body = { ...para, childNodes: Array.from(para.childNodes).filter((child) => child !== title) } as XmlNode;
    this.blocks.push({ kind: 'paragraph', role, runs: this.runs(body) });
  }

  private list(list: XmlElement, role: BlockRole): void {
    for (const item of elements(list).filter((child) => name(child) === 'item')) {
      this.blocks.push({ kind: 'list-item', role, runs: this.runs(item) });
    }
  }

  private figure(figure: XmlElement): void {
    const caption = elements(figure).find((child) => name(child) === 'caption');
    const number = this.figureNumbers.get(figure.getAttribute('id') ?? '') ?? 'Figure';
    this.blocks.push({ kind: 'paragraph', role: 'caption', runs: squeeze([{ t: `${number} `, b: 1 }, ...(caption ? this.runs(caption) : [])]) });
  }

  private feature(note: XmlElement, tag: string): void {
    // The box's label ("Link to Learning"); its own title, if any, follows as a heading of the box.
    const label = elements(note).find((child) => name(child) === 'label');
    const byClass = classes(note).map((entry) => FEATURE_LABELS[entry]).find(Boolean);
    const heading = label ? this.text(label).trim() : (byClass ?? (tag === 'example' ? 'Example' : ''));
    if (heading) this.blocks.push({ kind: 'heading', role: 'feature', level: 4, runs: [{ t: heading }] });
    this.walk(note, 'feature', 4);
  }

  private text(node: XmlNode): string {
    return this.runs(node).map((run) => run.t).join('');
  }

  private runs(node: XmlNode): TextRun[] {
    const runs: TextRun[] = [];
    const visit = (current: XmlNode, bold: boolean, italic: boolean) => {
      for (const child of Array.from(current.childNodes)) {
        if (child.nodeType === TEXT) {
          runs.push({ t: child.nodeValue ?? '', ...(bold ? { b: 1 as const } : {}), ...(italic ? { i: 1 as const } : {}) });
          continue;
        }
        if (child.nodeType !== ELEMENT) continue;
        const element = child as XmlElement;
        const tag = name(element);
        if (tag === 'math' || tag === 'footnote' || tag === 'media' || tag === 'label') continue;
        if (tag === 'note' && classes(element).includes('reference')) this.endnotes.push(this.runs(element));
        else if (tag === 'newline') runs.push({ t: ' ' });
        else if (tag === 'term') visit(element, !classes(element).includes('no-emphasis') || bold, italic);
        else if (tag === 'emphasis') {
          const effect = element.getAttribute('effect') ?? 'bold';
          visit(element, bold || effect === 'bold', italic || effect === 'italics');
        } else if (tag === 'link' && element.childNodes.length === 0) {
          const target = element.getAttribute('target-id') ?? '';
          const label = this.figureNumbers.get(target) ?? this.tableNumbers.get(target);
          runs.push({ t: label ?? (element.getAttribute('url') ?? '') });
        } else if (tag === 'list') {
          for (const item of elements(element)) {
            runs.push({ t: ' ' });
            visit(item, bold, italic);
          }
        } else visit(element, bold, italic);
      }
    };
    visit(node, false, false);
    return squeeze(runs);
  }
}
