/**
 * Just enough of the OLE compound file format (MS-CFB) to list the names of a file's streams:
 * a Word 97-2003 .doc is the compound file whose directory holds a 'WordDocument' stream.
 */
const SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const HEADER_SIZE = 512;
const DIRECTORY_ENTRY_SIZE = 128;
const STREAM_OBJECT = 2;
/** Sector ids at or above this mark the end of a chain or a special sector. */
const MAX_REGULAR_SECTOR = 0xfffffffa;
/** The header holds the first 109 FAT sector ids; larger files (over ~7 MB) need more. */
const HEADER_FAT_SECTORS = 109;

/** The names of the streams in a compound file's directory; undefined when it is not one. */
export function compoundFileStreamNames(file: Buffer): string[] | undefined {
  if (file.length < HEADER_SIZE || !file.subarray(0, 8).equals(SIGNATURE)) return undefined;
  const sectorShift = file.readUInt16LE(0x1e);
  if (sectorShift !== 9 && sectorShift !== 12) return undefined;
  const sectorSize = 1 << sectorShift;
  const sectorCount = Math.floor((file.length - HEADER_SIZE) / sectorSize);
  const sectorAt = (id: number) => HEADER_SIZE + id * sectorSize;

  const nextSector = (id: number): number | undefined => {
    const perFatSector = sectorSize / 4;
    const fatIndex = Math.floor(id / perFatSector);
    if (fatIndex >= HEADER_FAT_SECTORS) return undefined;
    const fatSector = file.readUInt32LE(0x4c + fatIndex * 4);
    if (fatSector >= sectorCount) return undefined;
    return file.readUInt32LE(sectorAt(fatSector) + (id % perFatSector) * 4);
  };

  const names: string[] = [];
  let sector = file.readUInt32LE(0x30);
  // A chain can be at most as long as the file has sectors; a longer one loops.
  for (let visited = 0; sector < MAX_REGULAR_SECTOR; visited += 1) {
    if (sector >= sectorCount || visited > sectorCount) return undefined;
    for (let offset = 0; offset < sectorSize; offset += DIRECTORY_ENTRY_SIZE) {
      const entry = file.subarray(sectorAt(sector) + offset, sectorAt(sector) + offset + 128);
      const nameBytes = entry.readUInt16LE(64);
      if (entry[66] === STREAM_OBJECT && nameBytes >= 2 && nameBytes <= 64) {
        names.push(entry.subarray(0, nameBytes - 2).toString('utf16le'));
      }
    }
    const next = nextSector(sector);
    if (next === undefined) return undefined;
    sector = next;
  }
  return names;
}
