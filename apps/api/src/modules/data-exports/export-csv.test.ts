import { describe, expect, it } from 'vitest';
import { csvCell, csvHeader, csvLine } from './export-csv';

describe('the export CSV', () => {
  it('quotes what needs quoting and keeps the rest as it is', () => {
    expect(csvLine([1, 'a,b', 'say "hi"', 'two\nlines', null, 'مرحبا'])).toBe(
      '1,"a,b","say ""hi""","two\nlines",,مرحبا\r\n',
    );
    expect(csvHeader(['id', 'body'])).toBe('\ufeffid,body\r\n');
  });

  it('never lets a cell run as a formula, and leaves negative amounts alone', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1 555')).toBe("'+1 555");
    expect(csvCell('@sum')).toBe("'@sum");
    expect(csvCell('-2500')).toBe('-2500');
    expect(csvCell({ deal_id: 4 })).toBe('"{""deal_id"":4}"');
  });
});
