import { describe, expect, it } from 'vitest';
import { prepareReadAloud } from './read-aloud-text';

describe('read-aloud text', () => {
  it('strips markdown before sending', () => {
    expect(prepareReadAloud('# Cells\n\n- **Mitochondria** make ATP')).toEqual({ ok: true, text: 'Cells Mitochondria make ATP' });
  });

  it('refuses empty text with the spec message', () => {
    expect(prepareReadAloud('  \n# \n')).toMatchObject({ ok: false, title: 'No text to read', description: 'Please select content with text to read aloud.' });
    expect(prepareReadAloud(null)).toMatchObject({ ok: false, title: 'No text to read' });
  });

  it('refuses more than 4000 characters after stripping markdown', () => {
    expect(prepareReadAloud('a'.repeat(4000))).toMatchObject({ ok: true });
    expect(prepareReadAloud('a'.repeat(4001))).toMatchObject({
      ok: false,
      title: 'Text too long',
      description: 'Please select a shorter section to read aloud.',
    });
    // Markdown marks do not count.
    expect(prepareReadAloud(`**${'a'.repeat(3998)}**`)).toMatchObject({ ok: true });
  });
});
