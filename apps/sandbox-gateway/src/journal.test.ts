import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fileJournal } from './journal';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'wasla-journal-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the journal file', () => {
  it('reads back every change in order, one line each', () => {
    const first = fileJournal<{ id: string; n: number }>(dir);
    first.append([{ id: 'a', n: 1 }]);
    first.append([
      { id: 'a', n: 2 },
      { id: 'b', n: 1 },
    ]);
    first.close();
    const again = fileJournal<{ id: string; n: number }>(dir);
    expect(again.changes).toEqual([
      [{ id: 'a', n: 1 }],
      [
        { id: 'a', n: 2 },
        { id: 'b', n: 1 },
      ],
    ]);
    expect(readFileSync(join(dir, 'journal.jsonl'), 'utf8').split('\n')).toHaveLength(3);
    again.close();
  });

  it('drops a change cut short by a crash, and writes the next one on a line of its own', () => {
    const first = fileJournal<{ id: string }>(dir);
    first.append([{ id: 'whole' }]);
    first.close();
    appendFileSync(join(dir, 'journal.jsonl'), '[{"id":"half');
    const again = fileJournal<{ id: string }>(dir);
    expect(again.changes).toEqual([[{ id: 'whole' }]]);
    again.append([{ id: 'next' }]);
    again.close();
    expect(fileJournal<{ id: string }>(dir).changes).toEqual([[{ id: 'whole' }], [{ id: 'next' }]]);
  });

  it('refuses a damaged line in the middle rather than start on half a state', () => {
    writeFileSync(join(dir, 'journal.jsonl'), '[{"id":"a"}]\nnot json\n[{"id":"b"}]\n');
    expect(() => fileJournal(dir)).toThrow(/line 2 is not a journal entry/);
  });

  it('is held by one living process at a time, and taken over from a dead one', () => {
    // The parent of this test process is alive and is not us.
    writeFileSync(join(dir, 'journal.lock'), String(process.ppid));
    expect(() => fileJournal(dir)).toThrow(/in use by process/);
    // No process has this id (above the kernel's maximum).
    writeFileSync(join(dir, 'journal.lock'), '4194305');
    const journal = fileJournal(dir);
    expect(readFileSync(join(dir, 'journal.lock'), 'utf8')).toBe(String(process.pid));
    journal.close();
  });

  it('replaces its content in one step when compacted', () => {
    const journal = fileJournal<{ id: string }>(dir);
    journal.append([{ id: 'old' }]);
    journal.rewrite([{ id: 'snapshot' }]);
    journal.append([{ id: 'after' }]);
    journal.close();
    expect(fileJournal<{ id: string }>(dir).changes).toEqual([[{ id: 'snapshot' }], [{ id: 'after' }]]);
  });
});
