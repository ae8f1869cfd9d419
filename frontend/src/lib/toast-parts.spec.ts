import { describe, expect, it } from 'vitest';
import { toastPartsOf } from './toast-parts';

describe('toast parts', () => {
  it('splits spec messages into toast title and description', () => {
    expect(toastPartsOf('Invalid file type: x.exe is not a supported file type', 'Error')).toEqual({
      title: 'Invalid file type',
      description: 'x.exe is not a supported file type',
    });
    expect(toastPartsOf('No files selected: Please upload at least one document or image.', 'Error')).toEqual({
      title: 'No files selected',
      description: 'Please upload at least one document or image.',
    });
    expect(toastPartsOf('No content provided', 'Generation failed')).toEqual({
      title: 'Generation failed',
      description: 'No content provided',
    });
  });
});
