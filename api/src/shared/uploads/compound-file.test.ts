import { describe, expect, it } from 'vitest';
import {
  DOC_BYTES,
  MSI_BYTES,
  PDF_BYTES,
  XLS_NAMING_WORD_BYTES,
} from '../../../../tests/support/resume-files';
import { compoundFileStreamNames } from './compound-file';

describe('compoundFileStreamNames', () => {
  it('lists the streams a compound file’s directory names', () => {
    expect(compoundFileStreamNames(DOC_BYTES)).toEqual(['WordDocument', '\u0001CompObj']);
    expect(compoundFileStreamNames(MSI_BYTES)).toEqual(['\u0005SummaryInformation', 'Property']);
  });

  it('reads the directory, not words that happen to stand in the data', () => {
    expect(compoundFileStreamNames(XLS_NAMING_WORD_BYTES)).toEqual(['Workbook']);
  });

  it('answers undefined for other files, and for a directory chain that loops', () => {
    expect(compoundFileStreamNames(PDF_BYTES)).toBeUndefined();
    const looping = Buffer.from(DOC_BYTES);
    looping.writeUInt32LE(0, 512 + 512); // the directory sector's FAT entry points at itself
    expect(compoundFileStreamNames(looping)).toBeUndefined();
  });
});
