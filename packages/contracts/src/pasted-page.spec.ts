import { describe, expect, it } from 'vitest';
import { studyTextFromPage, type PageNode } from './pasted-page.js';

const text = (value: string): PageNode => ({ nodeType: 3, nodeName: '#text', nodeValue: value, childNodes: [] });
const el = (tag: string, attributes: Record<string, string>, ...children: (PageNode | string)[]): PageNode => ({
  nodeType: 1,
  nodeName: tag.toUpperCase(),
  nodeValue: null,
  childNodes: children.map((child) => (typeof child === 'string' ? text(child) : child)),
  getAttribute: (name) => attributes[name] ?? null,
});
const page = (...children: (PageNode | string)[]) => el('body', {}, ...children);

describe('a copied page read as study text', () => {
  it('keeps headings, bold key terms, italics and paragraphs apart', () => {
    const read = studyTextFromPage(
      page(
        el('h2', {}, '6.2 Classical ', el('strong', {}, 'Conditioning')),
        '\n  ',
        el('p', {}, 'In ', el('strong', {}, 'classical conditioning'), ', a neutral stimulus comes to evoke a ', el('em', {}, 'response'), '.'),
        el('p', {}, 'Pavlov   studied\n dogs.'),
      ),
    );
    expect(read).toEqual({
      text: '## 6.2 Classical Conditioning\n\nIn **classical conditioning**, a neutral stimulus comes to evoke a *response*.\n\nPavlov studied dogs.',
      marked: true,
    });
  });

  it('reads weight and slant from inline styles, as a browser copies them, and lets a style undo a bold tag', () => {
    const read = studyTextFromPage(
      page(
        // Google Docs wraps the whole copy in <b style="font-weight:normal">.
        el('b', { style: 'font-weight:normal;' }, el('p', {}, el('span', { style: 'font-weight: 700; color: black' }, 'Osmosis '), 'is the movement of water.')),
        el('p', {}, el('span', { style: 'font-style: italic' }, 'in vitro'), ' studies'),
      ),
    );
    expect(read.text).toBe('**Osmosis** is the movement of water.\n\n*in vitro* studies');
  });

  it('writes list items on lines of their own, numbered in an ordered list, nested ones indented', () => {
    const read = studyTextFromPage(
      page(
        el('p', {}, 'Three kinds:'),
        el('ul', {}, el('li', {}, el('b', {}, 'Place utility'), ' is where.'), el('li', {}, 'Time utility', el('ol', {}, el('li', {}, 'first'), el('li', {}, 'second')))),
        el('p', {}, 'After the list.'),
      ),
    );
    expect(read.text).toBe('Three kinds:\n\n- **Place utility** is where.\n- Time utility\n  1. first\n  2. second\n\nAfter the list.');
  });

  it('leaves out scripts, styles and pictures, keeps punctuation outside the marks, and reads table rows as lines', () => {
    const read = studyTextFromPage(
      page(
        el('style', {}, 'p { color: red }'),
        el('p', {}, 'A ', el('strong', {}, 'solute,'), ' dissolved.', el('img', { alt: 'beaker' }), el('script', {}, 'alert(1)')),
        el('table', {}, el('tr', {}, el('th', {}, 'Term'), el('th', {}, 'Meaning')), el('tr', {}, el('td', {}, 'pH'), el('td', {}, 'acidity'))),
      ),
    );
    expect(read.text).toBe('A **solute**, dissolved.\n\nTerm | Meaning\npH | acidity');
  });

  it('keeps the lines of preformatted text (code, a poem) as they are', () => {
    const read = studyTextFromPage(page(el('p', {}, 'A loop:'), el('pre', {}, 'for i in range(3):\n    print(i)\n'), el('p', {}, 'It prints three numbers.')));
    expect(read.text).toBe('A loop:\n\nfor i in range(3):\n    print(i)\n\nIt prints three numbers.');
  });

  it('quotes what the page frames or shades apart (a textbook\'s feature box, a Word callout), its title and list too', () => {
    // The box as Chromium copies it from a textbook's web page: its computed border and background set inline.
    const framedBox = { class: 'sociological-research', style: 'border: 1px solid rgb(213, 213, 213); background: rgb(241, 241, 241); padding: 1rem; color: rgb(0, 0, 0);' };
    const read = studyTextFromPage(
      page(
        el('p', { style: 'background-color: rgb(255, 255, 255); font-weight: 400' }, el('strong', {}, 'Osmosis'), ' is the movement of water.'),
        el('div', framedBox, el('div', { style: 'font-weight: bold' }, 'Sociological Research'), el('h3', {}, 'Studying Teens'), el('p', {}, 'Researchers surveyed 400 teens.'), el('ul', {}, el('li', {}, 'phones'))),
        el('p', { style: "border:solid windowtext 1.0pt;padding:1.0pt 4.0pt" }, 'A bordered Word paragraph.'),
        el('div', { style: 'border-left: 4px solid #2a6' }, 'A callout with a bar.'),
        el('p', {}, 'The ', el('span', { style: 'background-color: yellow' }, 'gradient'), ' drives diffusion.'),
      ),
    );
    expect(read.text).toBe(
      [
        '**Osmosis** is the movement of water.',
        '> **Sociological Research**',
        '> ### Studying Teens',
        '> Researchers surveyed 400 teens.',
        '> - phones',
        '> A bordered Word paragraph.',
        '> A callout with a bar.',
        'The gradient drives diffusion.',
      ].join('\n\n'),
    );
  });

  it('sets nothing apart for a rule above or below, or a border or background that draws nothing', () => {
    const plain = ['border: none; border-bottom: solid #4F81BD 1.0pt', 'border-top: 1px solid rgb(162, 169, 177)', 'border: 0px none rgb(0, 0, 0)', 'border: 1px solid transparent', 'background: none', 'background-color: transparent', 'background: rgba(0, 0, 0, 0)', 'background-color: #FFFFFF', 'background: url(paper.png) repeat', 'border-radius: 4px'];
    for (const style of plain) expect(studyTextFromPage(page(el('div', { style }, 'Running text.'))).text, style).toBe('Running text.');
  });

  it('says when nothing but plain paragraphs came through', () => {
    expect(studyTextFromPage(page(el('p', {}, 'Just text.'), el('div', {}, 'More text.')))).toEqual({ text: 'Just text.\n\nMore text.', marked: false });
    expect(studyTextFromPage(page(el('p', {}, el('strong', {}, '  '), 'x')))).toEqual({ text: 'x', marked: false });
  });
});
