// A small, valid PDF (one A6 page of Helvetica text) for the download/print/receipt window opens.
// Non-Latin letters are transliterated or replaced: the built-in font has no Cyrillic or Georgian.
const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ў: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  і: 'i',
};

const latin = (text: string): string =>
  [...text]
    .map((ch) => {
      const lower = ch.toLowerCase();
      const t = CYRILLIC[lower];
      if (t === undefined) return /[\x20-\x7e]/.test(ch) ? ch : '?';
      return ch === lower ? t : t.charAt(0).toUpperCase() + t.slice(1);
    })
    .join('')
    .replace(/[\\()]/g, (m) => `\\${m}`);

export const renderPdf = (title: string, lines: readonly string[]): Buffer => {
  const text = [
    'BT /F1 14 Tf 24 380 Td',
    `(${latin(title)}) Tj`,
    '/F1 10 Tf',
    ...lines.map((l) => `0 -18 Td (${latin(l)}) Tj`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 298 420] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [i, body] of objects.entries()) {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
};
