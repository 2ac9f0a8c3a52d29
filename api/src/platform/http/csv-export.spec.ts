import { describe, expect, it } from '@jest/globals';
import { csvCell } from './csv-export.js';

describe('CSV exports neutralise formulas through one shared writer', () => {
  it.each(['=HYPERLINK("http://evil.example")', '+1', '-1+2', '@SUM(A1)', '\t=1', '\r=1'])(
    'writes %j as text, not a formula',
    (value) => {
      expect(csvCell(value)).toBe(`'${value}`);
    },
  );

  it('neutralises a formula at the start of a list or an object too', () => {
    expect(csvCell(['=1', 'b'])).toBe("'=1 b");
    expect(csvCell({ a: 1 })).toBe('{"a":1}');
  });

  it('keeps plain text, numbers, booleans and empty cells as they are', () => {
    expect(csvCell('أحمد - الرياض')).toBe('أحمد - الرياض');
    expect(csvCell(-12.5)).toBe(-12.5);
    expect(csvCell(true)).toBe(true);
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });
});
