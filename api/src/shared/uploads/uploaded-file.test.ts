import { describe, expect, it } from 'vitest';
import { withExtension } from './uploaded-file';

describe('withExtension', () => {
  it('gives a file name the extension of its real type', () => {
    expect(withExtension('cv.final.exe', 'pdf')).toBe('cv.final.pdf');
    expect(withExtension('cv', 'pdf')).toBe('cv.pdf');
    expect(withExtension('.bashrc', 'doc')).toBe('.bashrc.doc');
  });

  it('keeps a name that already has it, in any case', () => {
    expect(withExtension('CV.PDF', 'pdf')).toBe('CV.PDF');
    expect(withExtension('resume.docx', 'docx')).toBe('resume.docx');
  });

  it('shortens a long name so that it still fits its column', () => {
    const named = withExtension(`${'x'.repeat(196)}.exe`, 'docx');
    expect(named).toHaveLength(200);
    expect(named.endsWith('x.docx')).toBe(true);
  });
});
