/**
 * Text of a cell as SpreadsheetML wants it (decision 1120): XML escapes for `& < >`; what
 * XML 1.0 cannot carry (C0 control characters but tab, line feed and carriage return;
 * U+FFFE, U+FFFF) is dropped, as exceljs does (its reader would show Excel's `_xHHHH_`
 * escapes as text); a lone surrogate, which UTF-8 cannot encode, becomes U+FFFD. A literal
 * `_x…_` with hex digits gets its underscore escaped (`_x005F_`): Excel and LibreOffice
 * would otherwise decode it as a character. A carriage return stays (XML readers turn
 * `\r\n` into `\n`).
 */

/** Excel's limit on the characters (UTF-16 code units) of one cell. */
export const MAX_CELL_CHARS = 32_767;

const NEEDS_WORK =
  // eslint-disable-next-line no-control-regex
  /[&<>\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]|_x[0-9A-Fa-f]+_/;
const ESCAPE_LOOKALIKE = /_x[0-9A-Fa-f]+_/y;

/** Cuts to Excel's limit without splitting a surrogate pair. */
export function clampCellText(text: string): string {
  if (text.length <= MAX_CELL_CHARS) return text;
  const last = text.charCodeAt(MAX_CELL_CHARS - 1);
  const end = last >= 0xd800 && last <= 0xdbff ? MAX_CELL_CHARS - 1 : MAX_CELL_CHARS;
  return text.slice(0, end);
}

function escapeSlow(text: string): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    let replacement: string;
    if (code === 0x26) replacement = '&amp;';
    else if (code === 0x3c) replacement = '&lt;';
    else if (code === 0x3e) replacement = '&gt;';
    else if (code === 0x5f) {
      ESCAPE_LOOKALIKE.lastIndex = i;
      if (!ESCAPE_LOOKALIKE.test(text)) continue;
      replacement = '_x005F_';
    } else if (code < 0x20) {
      if (code === 0x09 || code === 0x0a || code === 0x0d) continue;
      replacement = '';
    } else if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        i += 1; // a valid pair: kept as it is
        continue;
      }
      replacement = '\uFFFD';
    } else if (code >= 0xdc00 && code <= 0xdfff) replacement = '\uFFFD';
    else if (code === 0xfffe || code === 0xffff) replacement = '';
    else continue;
    out += text.slice(from, i) + replacement;
    from = i + 1;
  }
  return out + text.slice(from);
}

/** The escaped text, ready to go between `<t>` and `</t>`. */
export function escapeCellText(text: string): string {
  return NEEDS_WORK.test(text) ? escapeSlow(text) : text;
}

/** Leading or trailing white space must be marked `xml:space="preserve"` to survive. */
export function needsPreserve(text: string): boolean {
  const first = text.charCodeAt(0);
  const last = text.charCodeAt(text.length - 1);
  return first <= 0x20 || last <= 0x20 || text.includes('\n');
}

/** Escaping for an attribute value in double quotes (sheet names). */
export function escapeAttribute(text: string): string {
  return escapeCellText(text).replace(/"/g, '&quot;');
}
