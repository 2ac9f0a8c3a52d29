/** Prints rows as an aligned text table; numbers are right-aligned. */
export function printTable(headers, rows) {
  const cells = [headers, ...rows].map((row) => row.map((cell) => String(cell)));
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const line = (row) =>
    row
      .map((cell, i) => (typeof rows[0]?.[i] === 'number' ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join('  ');
  console.log(line(cells[0]));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of cells.slice(1)) console.log(line(row));
}

export const formatRate = (perSecond) => Math.round(perSecond);
