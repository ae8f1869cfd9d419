import { describe, expect, it } from 'vitest';
import { imageProblem, namePastedImage } from './image-files';

describe('Study Visuals image checks', () => {
  it('refuses non-images and images over 10MB with the spec texts', () => {
    expect(imageProblem({ name: 'notes.pdf', type: 'application/pdf', size: 100 })).toBe('Invalid file type: Please select an image file.');
    expect(imageProblem({ name: 'big.png', type: 'image/png', size: 10 * 1024 * 1024 + 1 })).toBe('File too large: Please select an image smaller than 10MB.');
    expect(imageProblem({ name: 'photo.JPG', type: '', size: 2000 })).toBeNull();
    expect(imageProblem({ name: 'clip', type: 'image/webp', size: 2000 })).toBeNull();
  });

  it('names a pasted image after the time it was pasted', () => {
    const named = namePastedImage(new File(['x'], 'image.png', { type: 'image/png' }), new Date('2026-11-24T13:40:05Z'));
    expect(named.name).toBe('pasted-image-2026-11-24-13-40-05.png');
    expect(named.type).toBe('image/png');
  });
});
