import { generationLimits } from '@studyforge/contracts';
import { describe, expect, it } from 'vitest';
import { fileExtension, formatFileSize, mergeStudyFiles, studyFileProblem } from './study-files';

const file = (name: string, size = 1000, lastModified = 1) => ({ name, size, lastModified });

describe('study file checks', () => {
  it('reads the extension case-insensitively', () => {
    expect(fileExtension('Lecture 3.PDF')).toBe('pdf');
    expect(fileExtension('archive.tar.gz')).toBe('gz');
    expect(fileExtension('README')).toBe('');
    expect(fileExtension('.bashrc')).toBe('');
    expect(fileExtension('trailing.')).toBe('');
  });

  it('accepts the spec types and refuses others with the spec message', () => {
    for (const name of ['a.pdf', 'b.doc', 'c.docx', 'd.txt', 'e.jpg', 'f.JPEG', 'g.png', 'h.webp']) {
      expect(studyFileProblem(file(name))).toBeNull();
    }
    expect(studyFileProblem(file('setup.exe'))).toBe('Invalid file type: setup.exe is not a supported file type');
    expect(studyFileProblem(file('notes'))).toBe('Invalid file type: notes is not a supported file type');
  });

  it('refuses files over 25 MB, not at exactly 25 MB', () => {
    expect(studyFileProblem(file('big.pdf', generationLimits.maxFileBytes))).toBeNull();
    expect(studyFileProblem(file('big.pdf', generationLimits.maxFileBytes + 1))).toBe('File too large: big.pdf exceeds the 25MB limit');
  });

  it('merges picks: skips duplicates, reports refused files, keeps at most 10', () => {
    const first = mergeStudyFiles([], [file('a.pdf'), file('b.exe'), file('a.pdf')]);
    expect(first.files.map((f) => f.name)).toEqual(['a.pdf']);
    expect(first.problems).toEqual(['Invalid file type: b.exe is not a supported file type']);

    const many = Array.from({ length: 12 }, (_, i) => file(`page-${i}.png`));
    const second = mergeStudyFiles(first.files, many);
    expect(second.files).toHaveLength(10);
    expect(second.problems).toEqual(['Too many files: upload at most 10 files at a time.']);
  });

  it('formats sizes', () => {
    expect(formatFileSize(812)).toBe('812 B');
    expect(formatFileSize(14_540)).toBe('14.2 KB');
    expect(formatFileSize(3.4 * 1024 * 1024)).toBe('3.4 MB');
  });
});
