import { describe, expect, it } from 'vitest';
import { findDefect, type ReviewedItem } from './defect-rules.js';

const card = (question: string, answer: string, quote: string, extra: Partial<ReviewedItem> = {}): ReviewedItem => ({ question, answer, quote, ...extra });
const clean = card(
  'What is osmosis?',
  'The movement of water across a semipermeable membrane',
  'Osmosis is the movement of water across a semipermeable membrane.',
);

describe('defect rules', () => {
  it('passes a clean definition card and a clean multiple-choice question', () => {
    expect(findDefect(clean)).toBeNull();
    expect(
      findDefect({
        question: 'Which organelle makes most of the cell’s ATP?',
        answer: 'Mitochondrion',
        options: ['Ribosome', 'Mitochondrion', 'Golgi apparatus', 'Lysosome'],
        quote: 'The mitochondrion makes most of the cell’s ATP.',
      }),
    ).toBeNull();
  });

  it('missing-citation: an item without its source text', () => {
    expect(findDefect({ ...clean, quote: ' ' })).toBe('missing-citation');
  });

  it('citation-year: the year of a reference is blanked', () => {
    const quote = 'Rewards can undermine interest (Smith & Jones, 2005).';
    expect(findDefect(card('Fill in the blank: Rewards can undermine interest (Smith & Jones, _____).', '2005', quote))).toBe('citation-year');
    expect(findDefect(card('Fill in the blank: Smith et al. (_____) found that rewards undermine interest.', '2005', 'Smith et al. (2005) found that rewards undermine interest.'))).toBe('citation-year');
    expect(findDefect(card('In what year did the study appear?', '2005', quote))).toBe('citation-year');
    expect(findDefect(card('Fill in the blank: In _____, Robert Hooke observed cells in cork.', '1665', 'In 1665, Robert Hooke observed cells in cork.'))).toBeNull();
  });

  it('anecdote-amount: a number from a story', () => {
    expect(findDefect(card('Fill in the blank: In the study, they were paid _____ each time they solved the puzzle.', '$1', 'In the study, they were paid $1 each time they solved the puzzle.'))).toBe('anecdote-amount');
    expect(findDefect(card('Fill in the blank: The human body has about _____ cells.', '37 trillion', 'The human body has about 37 trillion cells.'))).toBeNull();
  });

  it('anecdote-name: a name that is no key term, asked in a question that names none', () => {
    const terms = new Set(['interest group', 'lobbying']);
    const quote = 'In Britain, UK Youth is a group that works with 4,000 youth organizations.';
    expect(findDefect(card('Fill in the blank: In Britain, _____ works with 4,000 youth organizations.', 'UK Youth', quote, { terms }))).toBe('anecdote-name');
    // A blank on a name is one only when the name is a key term itself, whatever term the sentence names around it.
    expect(findDefect(card('Fill in the blank: In Britain, _____ is an interest group that works with youth organizations.', 'UK Youth', quote, { terms }))).toBe('anecdote-name');
    expect(findDefect(card('Fill in the blank: In Britain, _____ is an interest group that works with youth organizations.', 'UK Youth', quote, { terms: new Set([...terms, 'uk youth']) }))).toBeNull();
    expect(findDefect(card('Which interest group works with 4,000 youth organizations in Britain?', 'UK Youth', quote, { terms }))).toBeNull();
    expect(findDefect(card('Which term matches this description: “a group that works with 4,000 youth organizations in Britain, an interest group”?', 'UK Youth', quote, { terms }))).toBe('anecdote-name');
    expect(findDefect(card('Fill in the blank: In Britain, _____ works with 4,000 youth organizations.', 'UK Youth', quote))).toBeNull();
  });

  it('answer-given-away: the question shows the answer or its acronym', () => {
    expect(findDefect(card('What is the term for the movement of water across a membrane by osmosis?', 'Osmosis', 'The movement of water across a membrane is called osmosis.'))).toBe('answer-given-away');
    expect(findDefect(card('Fill in the blank: Cells store energy as _____ (ATP).', 'adenosine triphosphate', 'Cells store energy as adenosine triphosphate (ATP).'))).toBe('answer-given-away');
    expect(findDefect(card('Fill in the blank: Cells store energy as _____.', 'ATP', 'Cells store energy as ATP.'))).toBeNull();
  });

  it('page-furniture: running headers, footers and licence lines', () => {
    expect(findDefect(card('Fill in the blank: _____ for free at openstax.org.', 'Access', 'Access for free at openstax.org.'))).toBe('page-furniture');
    expect(findDefect(card('What is biology?', 'The study of life', '12 Chapter 1 The Study of Life Biology is the study of life.'))).toBe('page-furniture');
  });

  it('bibliography: reference and edition lines', () => {
    expect(findDefect(card('Fill in the blank: Deci, E. L. (1971). Effects of externally mediated rewards on _____.', 'intrinsic motivation', 'Deci, E. L. (1971). Effects of externally mediated rewards on intrinsic motivation. Journal of Personality and Social Psychology, 18(1), 105–115.'))).toBe('bibliography');
    expect(findDefect(card('Fill in the blank: Campbell Biology, _____ edition, was published by Pearson.', '11th', 'Campbell Biology, 11th edition, was published by Pearson.'))).toBe('bibliography');
  });

  it('caption: figure captions and exercise headings', () => {
    expect(findDefect(card('Fill in the blank: Figure 3.2 A _____ seen under a light microscope.', 'plant cell', 'Figure 3.2 A plant cell seen under a light microscope.'))).toBe('caption');
    expect(findDefect(card('What is shown?', 'A cell', 'A cell seen under a microscope. (credit: modification of work by NIH)'))).toBe('caption');
  });

  it('truncated-sentence: answers or sentences cut off', () => {
    expect(findDefect(card('What is a prokaryote?', 'A single-celled organism that lacks a nucleus and', 'A prokaryote is a single-celled organism that lacks a nucleus and'))).toBe('truncated-sentence');
    expect(findDefect(card('Fill in the blank: The _____ controls what enters the cell and leaves it', 'plasma membrane', 'The plasma membrane controls what enters the cell and leaves it'))).toBe('truncated-sentence');
    const cited = 'In contrast, convergent thinking describes the ability to give a well-established answer (Cropley, 2006)';
    expect(findDefect(card('Fill in the blank: In contrast, _____ describes the ability to give a well-established answer (Cropley, 2006)', 'convergent thinking', cited))).toBeNull();
    expect(findDefect(card('Fill in the blank: In contrast, _____ describes the ability to give a well-established answer (see below', 'convergent thinking', cited))).toBe('truncated-sentence');
    expect(findDefect(card('What does the cell wall do?', 'Protects the cell (and gives it shape', 'The cell wall protects the cell (and gives it shape.'))).toBe('truncated-sentence');
  });

  it('ungrammatical-question: doubled words, articles, missing question mark', () => {
    expect(findDefect(card('What is the the nucleus?', 'The control centre of the cell', 'The nucleus is the control centre of the cell.'))).toBe('ungrammatical-question');
    expect(findDefect(card('What is a the nucleus?', 'The control centre of the cell', 'The nucleus is the control centre of the cell.'))).toBe('ungrammatical-question');
    expect(findDefect(card('What does the nucleus do', 'Controls the cell', 'The nucleus controls the cell.'))).toBe('ungrammatical-question');
    expect(findDefect(card('what is the nucleus?', 'The control centre of the cell', 'The nucleus is the control centre of the cell.'))).toBe('ungrammatical-question');
  });

  it('not-a-term: "What is X?" about a pronoun, a clause or something outside the key terms', () => {
    expect(findDefect(card('What is this?', 'A kind of cell', 'This is a kind of cell.'))).toBe('not-a-term');
    expect(findDefect(card('What is the dog in the example that the researchers watched?', 'A beagle', 'The dog in the example that the researchers watched is a beagle.'))).toBe('not-a-term');
    const terms = new Set(['osmosis', 'diffusion']);
    expect(findDefect(card('What is Rover?', 'A beagle that learned to sit', 'Rover is a beagle that learned to sit.', { terms }))).toBe('not-a-term');
    expect(findDefect({ ...clean, terms })).toBeNull();
  });

  it('duplicate-options: the same option twice, up to case, article and plural', () => {
    const question = { question: 'Which organelle makes ATP?', answer: 'Mitochondrion', quote: 'The mitochondrion makes ATP.' };
    expect(findDefect({ ...question, options: ['Mitochondrion', 'Ribosome', 'the ribosomes', 'Lysosome'] })).toBe('duplicate-options');
    expect(findDefect({ ...question, options: ['Haitian Revolutions', 'Haitian Revolution', 'American Revolution', 'Toussaint Louverture'] })).toBe('duplicate-options');
  });

  it('mixed-kind-options: wrong options of another kind than the answer', () => {
    const question = { question: 'In what year did Robert Hooke observe cells?', answer: '1665', quote: 'In 1665, Robert Hooke observed cells.' };
    expect(findDefect({ ...question, options: ['1665', '1839', '45%', '1855'] })).toBe('mixed-kind-options');
    expect(findDefect({ ...question, options: ['1665', '1839', '1674', '1855'] })).toBeNull();
    const term = { question: 'Which structure makes proteins?', answer: 'Ribosome', quote: 'The ribosome makes proteins.' };
    expect(findDefect({ ...term, options: ['Ribosome', 'Lysosome', '1839', 'Vacuole'] })).toBe('mixed-kind-options');
  });

  it('second-defensible-answer: a wrong option that is also right', () => {
    const question = { question: 'Which structure surrounds the cell?', answer: 'Membrane', quote: 'A membrane surrounds the cell.' };
    expect(findDefect({ ...question, options: ['Membrane', 'Plasma membrane', 'Nucleus', 'Ribosome'] })).toBe('second-defensible-answer');
    expect(findDefect({ ...question, options: ['Membrane', 'All of the above', 'Nucleus', 'Ribosome'] })).toBe('second-defensible-answer');
    const number = { question: 'How much of the body is water?', answer: '60%', quote: 'About 60% of the body is water.' };
    expect(findDefect({ ...number, options: ['60%', '60.0%', '45%', '75%'] })).toBe('second-defensible-answer');
  });

  it('answer-given-away: another form of every word of the answer printed around the blank', () => {
    const nations = 'The United States and France are considered to be countries, states, nations, and nation-states.';
    expect(findDefect(card('Fill in the blank: The United States and France are considered to be countries, states, _____, and nation-states.', 'nations', nations))).toBe('answer-given-away');
    const bias = 'One of the most common cognitive biases is confirmation bias, which is the tendency to recall information that confirms your beliefs.';
    expect(findDefect(card('Fill in the blank: One of the most common cognitive biases is _____, which is the tendency to recall information that confirms your beliefs.', 'confirmation bias', bias))).toBe('answer-given-away');
    const interviewer = 'Bias that stems from the individual conducting the interview, known as interviewer bias, can change opinions.';
    expect(findDefect(card('Fill in the blank: Bias that stems from the individual conducting the interview, known as _____, can change opinions.', 'interviewer bias', interviewer))).toBe('answer-given-away');
    expect(findDefect(card('Fill in the blank: One of the most common cognitive biases is _____, the tendency to favour what you already believe.', 'confirmation bias', bias))).toBeNull();
  });

  it('answer-given-away: a hyphenated answer with a function word in it is one word ("in-group" is not "group")', () => {
    const inGroup = 'An in-group is a group that we identify with or feel we belong in most.';
    expect(findDefect(card('Fill in the blank: An _____ is a group that we identify with or feel we belong in most.', 'in-group', inGroup))).toBeNull();
    expect(findDefect(card('Fill in the blank: These groups serve as our _____.', 'in-groups', 'These groups serve as our in-groups.'))).toBeNull();
    const bias = 'Because we feel a strong sense of belonging to our in-groups, we develop in-group bias.';
    expect(findDefect(card('Fill in the blank: Because we feel a strong sense of belonging to our _____, we develop in-group bias.', 'in-groups', bias))).toBe('answer-given-away');
    const byProduct = 'A by-product of the reaction is heat, a product no one wanted.';
    expect(findDefect(card('Fill in the blank: A _____ of the reaction is heat, a by-product no one wanted.', 'by-product', byProduct))).toBe('answer-given-away');
    // The same words joined by another function word: "rule-of-law" gives "rule-by-law" away.
    const ruleByLaw = 'They moved from a rule-of-law system to a rule-by-law authoritarian one.';
    expect(findDefect(card('Fill in the blank: They moved from a rule-of-law system to a _____ authoritarian one.', 'rule-by-law', ruleByLaw))).toBe('answer-given-away');
  });

  it('truncated-sentence: a fill-in sentence closed on a function word', () => {
    const quote = 'An in-group is a group that we identify with or see ourselves as belonging to.';
    expect(findDefect(card('Fill in the blank: An _____ is a group that we identify with or see ourselves as belonging to.', 'in-group', quote))).toBe('truncated-sentence');
    expect(findDefect(card('Fill in the blank: An _____ is a group that we identify with or see ourselves as part of.', 'in-group', quote))).toBe('truncated-sentence');
    expect(findDefect(card('Fill in the blank: An _____ is a group that we identify with closely.', 'in-group', quote))).toBeNull();
  });

  it('reader-address: a sentence about studying or about a video, not about the subject', () => {
    const quote = 'As you study the different forms of judicial systems, you are sharpening your critical thinking.';
    expect(findDefect(card('Fill in the blank: As you study the different forms of _____, you are sharpening your critical thinking.', 'judicial systems', quote))).toBe('reader-address');
    expect(findDefect(card('Fill in the blank: In this clip, a professor explains realism and _____.', 'neorealism', 'In this clip, a professor explains realism and neorealism.'))).toBe('reader-address');
    const objectives = '« Contrast traditional economies, command economies, and market economies « Explain gross domestic product (GDP)';
    expect(findDefect(card('Fill in the blank: « Contrast traditional economies, command economies, and market economies « Explain _____', 'gross domestic product (GDP)', objectives))).toBe('reader-address');
    const prompt = 'Write a short paragraph describing how that cognitive bias allowed you to make a decision.';
    expect(findDefect(card('Fill in the blank: Write a short paragraph describing how that _____ allowed you to make a decision.', 'cognitive bias', prompt))).toBe('reader-address');
    expect(findDefect(card('Fill in the blank: Judicial systems differ in their _____ of evidence.', 'standards', 'Judicial systems differ in their standards of evidence.'))).toBeNull();
  });

  it('truncated-sentence: an option cut short or leaving a quote or bracket open, or a blank splitting a name', () => {
    const statement = { question: 'Which of the following statements is true?', answer: 'Prejudice is a negative attitude toward a group.', quote: 'Prejudice is a negative attitude toward a group.' };
    const fine = ['Prejudice is a negative attitude toward a group.', 'A stereotype is a belief about a group.', 'Racism is prejudice based on race.', 'Sexism is prejudice based on sex.'];
    expect(findDefect({ ...statement, options: fine })).toBeNull();
    expect(findDefect({ ...statement, options: [...fine.slice(0, 3), 'Outstanding discoveries do not happen in a vacuum” (Steitz, 2009, para.'] })).toBe('truncated-sentence');
    expect(findDefect({ ...statement, options: [...fine.slice(0, 3), 'Black athletes are often believed to be more athletic,'] })).toBe('truncated-sentence');
    const gardner = 'Multiple Intelligences Theory was developed by Howard Gardner.';
    expect(findDefect(card('Fill in the blank: Multiple _____ was developed by Howard Gardner.', 'Intelligences Theory', gardner))).toBe('truncated-sentence');
    expect(findDefect(card('Fill in the blank: The _____ rules on the constitutionality of laws.', 'Supreme Court', 'The Supreme Court rules on the constitutionality of laws.'))).toBeNull();
  });

  it('ungrammatical-question: a heading glued onto the answer, a blank inside a question, a word doubled across the blank', () => {
    const quote = 'Skeletal System Osteogenesis imperfecta (OI) is a genetic disease in which bones break easily.';
    expect(findDefect(card('Which term matches this description: “a genetic disease in which bones break easily”?', 'skeletal System Osteogenesis imperfecta (OI)', quote))).toBe('ungrammatical-question');
    expect(findDefect(card('Fill in the blank: Why Do Prejudice and _____?', 'discrimination', 'Why Do Prejudice and Discrimination Exist?'))).toBe('ungrammatical-question');
    expect(findDefect(card('Fill in the blank: It is the easiest way to see shifts in _____ in the international system.', 'polarity', 'It is the easiest way to see shifts in polarity in the international system.'))).toBe('ungrammatical-question');
    expect(findDefect(card('Which term matches this description: “a genetic disease in which bones break easily”?', 'osteogenesis imperfecta (OI)', quote))).toBeNull();
    const waals = 'All of the attractive forces between neutral atoms are known as van der Waals forces, although they are weak.';
    expect(findDefect(card('Fill in the blank: All of the attractive forces between neutral atoms are known as _____, although they are weak.', 'van der Waals forces', waals))).toBeNull();
  });

  it('not-a-term and anecdote-amount: a count spelt out is no term', () => {
    const quote = 'The eight intelligences are linguistic, logical-mathematical, musical and spatial intelligence.';
    expect(findDefect(card('Which term matches this description: “linguistic, logical-mathematical, musical and spatial intelligence”?', 'eight intelligences', quote))).toBe('not-a-term');
    const terms = new Set(['intelligence', 'creativity']);
    expect(findDefect(card('Fill in the blank: Gardner listed _____ in all.', 'eight intelligences', quote, { terms }))).toBe('anecdote-amount');
    expect(findDefect(card('Fill in the blank: Gardner counted _____ kinds of intelligence.', 'eight', quote, { terms }))).toBeNull();
  });

  it('stays linear on a long pathological quote', () => {
    const quote = `${'(Smith, '.repeat(20_000)}${'a '.repeat(50_000)}`;
    expect(findDefect(card('What is osmosis?', 'The movement of water', quote))).not.toBe('missing-citation');
  });
});
