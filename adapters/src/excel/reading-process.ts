import type { ReadingJob } from './isolated-reading.ts';
import { readSheet } from './read-sheet.ts';

// The process that reads one uploaded workbook (isolated-reading.ts): it takes one job, answers
// with what it read as plain data, and exits. Whatever a crafted file does to this process's
// objects, memory or time ends with it.
process.once('message', (job: ReadingJob) => {
  const reading = readSheet(job.bytes, job.maxRows, job.zipBudget);
  process.send?.(reading, () => process.exit(0));
});
