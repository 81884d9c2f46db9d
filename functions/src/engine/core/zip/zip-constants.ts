/** Zip record signatures and sizes (PKWARE APPNOTE 6.3.x, sections 4.3.7, 4.3.12, 4.3.16). */
export const LOCAL_FILE_HEADER_SIGNATURE = 0x04034b50;
export const CENTRAL_DIRECTORY_SIGNATURE = 0x02014b50;
export const END_OF_CENTRAL_DIRECTORY_SIGNATURE = 0x06054b50;

export const LOCAL_FILE_HEADER_SIZE = 30;
export const CENTRAL_DIRECTORY_HEADER_SIZE = 46;
export const END_OF_CENTRAL_DIRECTORY_SIZE = 22;
/** The EOCD comment is at most 65535 bytes, so the record starts within this distance of the end. */
export const MAX_EOCD_SEARCH = END_OF_CENTRAL_DIRECTORY_SIZE + 0xffff;

export const METHOD_STORED = 0;
export const METHOD_DEFLATED = 8;
export const VERSION_NEEDED = 20;
/** General purpose flag bit 11: names are UTF-8. */
export const FLAG_UTF8_NAMES = 0x0800;
export const FLAG_ENCRYPTED = 0x0001;

/**
 * Every entry carries the same MS-DOS timestamp (1981-01-01 00:00:00) so the archive is
 * byte-for-byte reproducible. DOS dates count years from 1980; month and day start at 1.
 */
export const FIXED_DOS_DATE = (1 << 9) | (1 << 5) | 1;
export const FIXED_DOS_TIME = 0;

/** apksigner's alignment extra field: u16 id, u16 size, u16 alignment, then zero padding. */
export const ALIGNMENT_EXTRA_ID = 0xd935;
export const ALIGNMENT_EXTRA_MIN_SIZE = 6;
