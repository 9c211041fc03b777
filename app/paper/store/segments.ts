/** The log's segment files: each is named after the first record number it may hold. */
export const SEGMENT = /^wal-(\d{12})\.log$/;

export const segmentName = (firstSeq: number): string => `wal-${String(firstSeq).padStart(12, '0')}.log`;

/** The first record number the segment `name` may hold. */
export const firstSeqOf = (name: string): number => Number(SEGMENT.exec(name)?.[1] ?? NaN);
