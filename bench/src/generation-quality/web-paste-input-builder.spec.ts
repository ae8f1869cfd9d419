import { describe, expect, it } from 'vitest';
import { FIXTURE_SECTION } from './quality-fixtures.js';
import { buildWebPaste } from './web-paste-input-builder.js';

describe('the web-page paste of a section', () => {
  it('keeps the bold terms and quotes the objectives and the feature box, which the page frames, leaving the running text as it is', () => {
    const lines = buildWebPaste(FIXTURE_SECTION).split('\n').filter(Boolean);
    expect(lines).toEqual([
      '# 6.2 Classical Conditioning',
      '> By the end of this section, you will be able to explain how classical conditioning occurs.',
      'The meat powder was an **unconditioned stimulus (UCS)**: a stimulus that elicits a reflexive response in an organism. Pavlov described it in a famous study (Pavlov, 1927).',
      'Let’s say you have a cat named Tiger, who is quite spoiled. Her owners paid 40 dollars for each bag of food.',
      'In **extinction** the conditioned response decreases when the unconditioned stimulus is no longer presented.',
      '**Figure 6.1** Ivan Pavlov studied the digestive system of dogs. (credit: modification of work by Pavlov Museum)',
      '> #### Link to Learning',
      '> View this video about Pavlov and his dogs to learn more about salivation.',
      '1. Explain how the processes of stimulus generalization and stimulus discrimination are considered opposites.',
      'Pavlov, I. P. (1927). Conditioned reflexes. Oxford University Press.',
    ]);
  });
});
