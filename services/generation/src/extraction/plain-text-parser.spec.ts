import { describe, expect, it } from 'vitest';
import { parsePlainText } from './plain-text-parser.js';

const summary = (text: string, options = {}) =>
  parsePlainText(text, options).map((block) => [block.kind, block.level ?? null, block.text, block.section]);

describe('parsePlainText', () => {
  it('reads markdown headings, lists and paragraphs, each block under its nearest heading', () => {
    const text = [
      '# Cell Biology',
      '',
      'Cells are the basic unit of life. Every organism is',
      'made of one or more cells.',
      '',
      '## Organelles',
      '',
      '- The **nucleus** holds DNA.',
      '* Mitochondria make ATP,',
      '  mostly from glucose.',
      '1. Ribosomes build proteins.',
      '',
      'See [the textbook](https://example.org/book) for `details`.',
    ].join('\n');
    expect(summary(text)).toEqual([
      ['heading', 1, 'Cell Biology', 'Cell Biology'],
      ['paragraph', null, 'Cells are the basic unit of life. Every organism is made of one or more cells.', 'Cell Biology'],
      ['heading', 2, 'Organelles', 'Organelles'],
      ['list-item', null, 'The nucleus holds DNA.', 'Organelles'],
      ['list-item', null, 'Mitochondria make ATP, mostly from glucose.', 'Organelles'],
      ['list-item', null, 'Ribosomes build proteins.', 'Organelles'],
      ['paragraph', null, 'See the textbook for details.', 'Organelles'],
    ]);
  });

  it('reads underlined, numbered and capitalised headings the way people type notes', () => {
    const text = [
      'Genetics Notes',
      '==============',
      '',
      'INTRODUCTION',
      'Genes are units of heredity passed from parents to offspring.',
      '',
      '2.1 Mendelian Inheritance',
      '',
      'Mendel crossed pea plants and counted the traits of their offspring.',
      '',
      'Key Terms',
      '',
      'An allele is one version of a gene found at a given locus.',
    ].join('\r\n');
    expect(summary(text)).toEqual([
      ['heading', 1, 'Genetics Notes', 'Genetics Notes'],
      ['heading', 1, 'INTRODUCTION', 'INTRODUCTION'],
      ['paragraph', null, 'Genes are units of heredity passed from parents to offspring.', 'INTRODUCTION'],
      ['heading', 2, '2.1 Mendelian Inheritance', '2.1 Mendelian Inheritance'],
      ['paragraph', null, 'Mendel crossed pea plants and counted the traits of their offspring.', '2.1 Mendelian Inheritance'],
      ['heading', 1, 'Key Terms', 'Key Terms'],
      ['paragraph', null, 'An allele is one version of a gene found at a given locus.', 'Key Terms'],
    ]);
  });

  it('keeps a spaced-out numbered list a list and ordinary sentences paragraphs', () => {
    const text = '1. Apples\n\n2. Pears\n\n3. Plums\n\nFruit is good for you.';
    expect(summary(text).map(([kind, , body]) => [kind, body])).toEqual([
      ['list-item', 'Apples'],
      ['list-item', 'Pears'],
      ['list-item', 'Plums'],
      ['paragraph', 'Fruit is good for you.'],
    ]);
  });

  it('ends a list item at a long flush-left line opening with a capital (a pasted page puts no blank line after a list)', () => {
    const text =
      'By the end of this section, you will be able to:\n• Define matter\n• Classify matter as an element or a compound\nMatter is defined as anything that occupies space and has mass, and it is all around us.\n\n• Water wraps around the ions of a salt and pulls them apart,\nSeparating them in solution until the solution is saturated.';
    expect(summary(text).map(([kind, , body]) => [kind, body])).toEqual([
      ['paragraph', 'By the end of this section, you will be able to:'],
      ['list-item', 'Define matter'],
      ['list-item', 'Classify matter as an element or a compound'],
      ['paragraph', 'Matter is defined as anything that occupies space and has mass, and it is all around us.'],
      ['list-item', 'Water wraps around the ions of a salt and pulls them apart, Separating them in solution until the solution is saturated.'],
    ]);
  });

  it('ends a list item at a title line a blank line follows, and reads a title after a list that ended in prose as a heading', () => {
    const text = [
      'Mosses grow in three kinds of places:',
      '• On damp rocks beside streams.',
      '• On the bark of old trees',
      'Spore Release',
      '',
      'A moss capsule opens its lid on dry days and lets the wind carry its spores away.',
      '',
      '• Liverworts keep their spores in small cups on the',
      'Upper Surface',
      '',
      '• Hornworts are named for their horns.',
      'The horns split from the tip downward when their spores are ripe, over several weeks.',
      '',
      'Where Mosses Live',
      '',
      'Mosses need water for their sperm to swim to the egg, so most of them live in damp places.',
    ].join('\n');
    expect(summary(text).map(([kind, , body, section]) => [kind, body, section])).toEqual([
      ['paragraph', 'Mosses grow in three kinds of places:', null],
      ['list-item', 'On damp rocks beside streams.', null],
      ['list-item', 'On the bark of old trees', null],
      ['heading', 'Spore Release', 'Spore Release'],
      ['paragraph', 'A moss capsule opens its lid on dry days and lets the wind carry its spores away.', 'Spore Release'],
      ['list-item', 'Liverworts keep their spores in small cups on the Upper Surface', 'Spore Release'],
      ['list-item', 'Hornworts are named for their horns.', 'Spore Release'],
      ['paragraph', 'The horns split from the tip downward when their spores are ripe, over several weeks.', 'Spore Release'],
      ['heading', 'Where Mosses Live', 'Where Mosses Live'],
      ['paragraph', 'Mosses need water for their sperm to swim to the egg, so most of them live in damp places.', 'Where Mosses Live'],
    ]);
  });

  it('reads a title asking a question as a heading (numbered, in capitals, or title-cased before prose), and a number with its unit as none', () => {
    const text = [
      '3.2 What Is a Market?',
      '',
      'A market is any arrangement that lets buyers and sellers trade with one another.',
      '',
      'WHY DO PRICES RISE?',
      '',
      'Prices rise when buyers want more of a good than sellers offer at the going price.',
      '',
      'Who Sets the Price?',
      '',
      'Nobody sets it alone: the price settles where the amount wanted meets the amount offered.',
      '',
      'Is that fair?',
      '',
      '5.07 104 J',
      '',
      'The heat released warms the water by a few degrees, which the thermometer shows.',
    ].join('\n');
    expect(summary(text).map(([kind, level, body]) => [kind, level, body])).toEqual([
      ['heading', 2, '3.2 What Is a Market?'],
      ['paragraph', null, 'A market is any arrangement that lets buyers and sellers trade with one another.'],
      ['heading', 1, 'WHY DO PRICES RISE?'],
      ['paragraph', null, 'Prices rise when buyers want more of a good than sellers offer at the going price.'],
      ['heading', 1, 'Who Sets the Price?'],
      ['paragraph', null, 'Nobody sets it alone: the price settles where the amount wanted meets the amount offered.'],
      ['paragraph', null, 'Is that fair?'],
      ['paragraph', null, '5.07 104 J'],
      ['paragraph', null, 'The heat released warms the water by a few degrees, which the thermometer shows.'],
    ]);
  });

  it('treats every line as a paragraph when asked (legacy Word bodies)', () => {
    const text = 'Photosynthesis\nPlants turn light into chemical energy.\nThey release oxygen as a by-product.';
    expect(summary(text, { linesAreParagraphs: true })).toEqual([
      ['heading', 1, 'Photosynthesis', 'Photosynthesis'],
      ['paragraph', null, 'Plants turn light into chemical energy.', 'Photosynthesis'],
      ['paragraph', null, 'They release oxygen as a by-product.', 'Photosynthesis'],
    ]);
  });

  it('reads sibling run-in labels named again in the text they head as headings a level down, their full stop kept', () => {
    const text = [
      '## Utility',
      '',
      'A shop creates several kinds of utility:',
      '',
      '• Time utility. A shop creates time utility when it opens at the hours its customers can come.',
      '• Place utility. A shop creates place utility when it brings the goods close to its customers.',
      '',
      'Form utility. A bakery creates form utility when it turns flour and eggs into cakes.',
    ].join('\n');
    expect(summary(text)).toEqual([
      ['heading', 2, 'Utility', 'Utility'],
      ['paragraph', null, 'A shop creates several kinds of utility:', 'Utility'],
      ['heading', 3, 'Time utility.', 'Time utility.'],
      ['list-item', null, 'A shop creates time utility when it opens at the hours its customers can come.', 'Time utility.'],
      ['heading', 3, 'Place utility.', 'Place utility.'],
      ['list-item', null, 'A shop creates place utility when it brings the goods close to its customers.', 'Place utility.'],
      ['heading', 3, 'Form utility.', 'Form utility.'],
      ['paragraph', null, 'A bakery creates form utility when it turns flour and eggs into cakes.', 'Form utility.'],
    ]);
  });

  it('keeps a lone label, a label the text does not name again, a short sentence, an action, a name or a bold label in its text', () => {
    const kept = (lines: string[]) => summary(lines.join('\n')).every(([kind]) => kind !== 'heading');
    expect(kept(['• Time utility. A shop creates time utility when it opens late.', '• A shop also sells gift cards to its customers.'])).toBe(true);
    expect(kept(['• Time utility. A shop opens late for its customers.', '• Place utility. A shop brings the goods close to its customers.'])).toBe(true);
    expect(kept(['See Figure 2. Figure 2 shows the prices.', '', 'Read on. Reading on shows the rest.'])).toBe(true);
    expect(kept(['• Identifying customer needs. Customer needs come first.', '• Satisfying customer needs. Customer needs are met.'])).toBe(true);
    expect(kept(['Dr. Smith. Dr. Smith spoke first.', '', 'Mr. Jones. Mr. Jones spoke next.'])).toBe(true);
    expect(kept(['- **Time utility.** A shop creates time utility when it opens late.', '- **Place utility.** A shop creates place utility near its customers.'])).toBe(true);
  });

  it('reads quoted blocks (a pasted page\'s framed box) as boxed, the running text after them under the heading before', () => {
    const text = [
      '## Osmosis',
      '',
      '**Osmosis** is the movement of water across a membrane.',
      '',
      '> **Sociological Research**',
      '',
      '> ### Studying Teens',
      '',
      '> Researchers surveyed 400 teens.',
      '',
      '> - phones',
      '',
      'Water moves toward the higher solute concentration.',
    ].join('\n');
    expect(parsePlainText(text).map((block) => [block.kind, block.text, block.section, block.boxed ?? false])).toEqual([
      ['heading', 'Osmosis', 'Osmosis', false],
      ['paragraph', 'Osmosis is the movement of water across a membrane.', 'Osmosis', false],
      ['paragraph', 'Sociological Research', 'Osmosis', true],
      ['heading', 'Studying Teens', 'Studying Teens', true],
      ['paragraph', 'Researchers surveyed 400 teens.', 'Studying Teens', true],
      ['list-item', 'phones', 'Studying Teens', true],
      ['paragraph', 'Water moves toward the higher solute concentration.', 'Osmosis', false],
    ]);
  });

  it('gives nothing for blank text', () => {
    expect(parsePlainText(' \n\t\n  ')).toEqual([]);
  });
});
