// A minimal PO reader for the project's Lingui catalogs (msgid/msgstr pairs, comments, flags).
export type PoEntry = {
  msgctxt: string;
  msgid: string;
  msgstr: string;
  comments: string[];
  obsolete: boolean;
};

const unquote = (s: string): string => JSON.parse(s.replace(/\\'/g, "'")) as string;

export const parsePo = (text: string): PoEntry[] => {
  const entries: PoEntry[] = [];
  for (const block of text.split(/\r?\n\r?\n/)) {
    const lines = block.split(/\r?\n/).filter((l) => l.trim() !== '');
    if (lines.length === 0) continue;
    const obsolete = lines.every((l) => l.startsWith('#~') || l.startsWith('#'));
    const body = lines.map((l) => (l.startsWith('#~ ') ? l.slice(3) : l));
    const comments = body.filter((l) => l.startsWith('#')).map((l) => l.replace(/^#[.:,]?\s?/, ''));
    let current: 'msgctxt' | 'msgid' | 'msgstr' | null = null;
    let msgctxt = '';
    let msgid = '';
    let msgstr = '';
    for (const line of body) {
      if (line.startsWith('msgctxt ')) {
        current = 'msgctxt';
        msgctxt = unquote(line.slice(8));
      } else if (line.startsWith('msgid ')) {
        current = 'msgid';
        msgid = unquote(line.slice(6));
      } else if (line.startsWith('msgstr ')) {
        current = 'msgstr';
        msgstr = unquote(line.slice(7));
      } else if (line.startsWith('"') && current) {
        if (current === 'msgctxt') msgctxt += unquote(line);
        else if (current === 'msgid') msgid += unquote(line);
        else msgstr += unquote(line);
      } else if (!line.startsWith('#')) current = null;
    }
    if (msgid === '' && entries.length === 0 && !obsolete) continue; // the header
    entries.push({
      msgctxt,
      msgid,
      msgstr,
      comments,
      obsolete: obsolete && lines.some((l) => l.startsWith('#~')),
    });
  }
  return entries;
};
