import type { TextbookSection } from './textbook-section.js';

/** A tiny printed section for the scorers' and classifier's specs. */
export const FIXTURE_SECTION: TextbookSection = {
  book: { slug: 'psychology-2e', title: 'Psychology 2e', license: { name: 'CC BY 4.0', url: '' }, attribution: '', source: '' },
  moduleId: 'm00000',
  number: '6.2',
  title: 'Classical Conditioning',
  chapter: 'Learning',
  blocks: [
    { kind: 'heading', role: 'text', level: 1, runs: [{ t: '6.2 Classical Conditioning' }] },
    { kind: 'paragraph', role: 'objectives', runs: [{ t: 'By the end of this section, you will be able to explain how classical conditioning occurs.' }] },
    {
      kind: 'paragraph',
      role: 'text',
      runs: [
        { t: 'The meat powder was an ' },
        { t: 'unconditioned stimulus (UCS)', b: 1 },
        { t: ': a stimulus that elicits a reflexive response in an organism. Pavlov described it in a famous study (Pavlov, 1927).' },
      ],
    },
    { kind: 'paragraph', role: 'text', runs: [{ t: 'Let’s say you have a cat named Tiger, who is quite spoiled. Her owners paid 40 dollars for each bag of food.' }] },
    { kind: 'paragraph', role: 'text', runs: [{ t: 'In ' }, { t: 'extinction', b: 1 }, { t: ' the conditioned response decreases when the unconditioned stimulus is no longer presented.' }] },
    { kind: 'paragraph', role: 'caption', runs: [{ t: 'Figure 6.1 ', b: 1 }, { t: 'Ivan Pavlov studied the digestive system of dogs. (credit: modification of work by Pavlov Museum)' }] },
    { kind: 'heading', role: 'feature', level: 4, runs: [{ t: 'Link to Learning' }] },
    { kind: 'paragraph', role: 'feature', runs: [{ t: 'View this video about Pavlov and his dogs to learn more about salivation.' }] },
    { kind: 'paragraph', role: 'exercise', runs: [{ t: 'Explain how the processes of stimulus generalization and stimulus discrimination are considered opposites.' }] },
    { kind: 'paragraph', role: 'reference', runs: [{ t: 'Pavlov, I. P. (1927). Conditioned reflexes. Oxford University Press.' }] },
  ],
  glossary: [
    { term: 'unconditioned stimulus (UCS)', definition: 'stimulus that elicits a reflexive response' },
    { term: 'extinction', definition: 'decrease in the conditioned response when the unconditioned stimulus is no longer presented with the conditioned stimulus' },
    { term: 'stimulus generalization', definition: 'demonstration of the conditioned response to stimuli that are similar to the conditioned stimulus' },
  ],
};
