import { crc32 } from 'node:zlib';

/**
 * Resumes for upload tests, each what its name says by content, plus the disguised ones an
 * attacker would send.
 */

/** A minimal one-page PDF. */
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/**
 * An OLE compound file with 512-byte sectors: sector 0 is the directory (root entry and up to
 * three streams), sector 1 the FAT that ends the directory's chain, and any `data` after them.
 */
function compoundFile(streamNames: string[], data = Buffer.alloc(0)): Buffer {
  const header = Buffer.alloc(512, 0);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  header.writeUInt16LE(0x3e, 0x18); // minor version
  header.writeUInt16LE(3, 0x1a); // major version 3: 512-byte sectors
  header.writeUInt16LE(0xfffe, 0x1c); // little-endian
  header.writeUInt16LE(9, 0x1e); // sector shift
  header.writeUInt16LE(6, 0x20); // mini sector shift
  header.writeUInt32LE(1, 0x2c); // one FAT sector
  header.writeUInt32LE(0, 0x30); // the directory starts at sector 0
  header.writeUInt32LE(0x1000, 0x38); // mini stream cutoff
  header.writeUInt32LE(0xfffffffe, 0x3c); // no mini FAT
  header.writeUInt32LE(0xfffffffe, 0x44); // no more DIFAT sectors
  header.fill(0xff, 0x4c); // DIFAT: all free...
  header.writeUInt32LE(1, 0x4c); // ...but the first, the FAT in sector 1
  const directory = Buffer.alloc(512, 0);
  ['Root Entry', ...streamNames].slice(0, 4).forEach((name, index) => {
    const encoded = Buffer.from(`${name}\0`, 'utf16le');
    encoded.copy(directory, index * 128);
    directory.writeUInt16LE(encoded.length, index * 128 + 64);
    directory[index * 128 + 66] = index === 0 ? 5 : 2; // root storage, then streams
  });
  const fat = Buffer.alloc(512, 0xff);
  fat.writeUInt32LE(0xfffffffe, 0); // the directory is one sector long
  fat.writeUInt32LE(0xfffffffd, 4); // sector 1 is the FAT itself
  return Buffer.concat([header, directory, fat, data]);
}

/** A Word 97-2003 document: a compound file holding a WordDocument stream. */
export const DOC_BYTES = compoundFile(['WordDocument', '\u0001CompObj']);

/** A Windows installer (.msi): a compound file too, but with no WordDocument stream. */
export const MSI_BYTES = compoundFile(['\u0005SummaryInformation', 'Property']);

/** A spreadsheet whose data, not its directory, holds the words 'WordDocument'. */
export const XLS_NAMING_WORD_BYTES = compoundFile(
  ['Workbook'],
  Buffer.concat([Buffer.from('WordDocument\0', 'utf16le'), Buffer.alloc(486)]),
);

/** A Windows executable's header, as sent under a .pdf name. */
export const EXE_BYTES = Buffer.concat([
  Buffer.from('MZ', 'latin1'),
  Buffer.alloc(58),
  Buffer.from([0x80, 0, 0, 0]),
  Buffer.alloc(64),
  Buffer.from('PE\0\0', 'latin1'),
  Buffer.alloc(200),
]);

/** An HTML page, as sent under a .pdf name with application/pdf. */
export const HTML_AS_PDF_BYTES = Buffer.from('<!doctype html><script>alert(1)</script>');

/** A PDF padded to `bytes` bytes. */
export function pdfOfSize(bytes: number): Buffer {
  const file = Buffer.alloc(bytes, 0x20);
  PDF_BYTES.copy(file);
  return file;
}

/** A DOCX: a zip whose content types declare a Word document. */
export const DOCX_BYTES = storedZip({
  '[Content_Types].xml':
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  'word/document.xml': '<?xml version="1.0"?><w:document/>',
});

/** A plain zip of text files (not a Word document), as sent under a .docx name. */
export const ZIP_BYTES = storedZip({ 'notes.txt': 'hello' });

/** A zip with uncompressed entries: enough for a content check. */
function storedZip(files: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    locals.push(local, fileName, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
