/**
 * What no engine may change: `{{placeholders}}` and the glossary's do-not-translate terms. Each is
 * sent inside `<span translate="no" class="notranslate" data-mt="N">` (both DeepL and
 * LibreTranslate leave such elements alone in HTML mode) and put back from our own copy by its
 * number, so even an engine that touched the span's text cannot change the token. A reply that
 * lost or doubled a span fails that segment rather than publishing a broken placeholder.
 */

const PLACEHOLDER = /\{\{\s*[\w.-]+\s*\}\}/gu;
const SPAN = /<span\b[^>]*\bdata-mt="(\d+)"[^>]*>[\s\S]*?<\/span>/giu;

export interface Protected {
  /** What is sent. */
  text: string;
  /** Whether it is sent as HTML: always for HTML, and for plain text that holds a protected token. */
  html: boolean;
  /** The tokens, by their number, exactly as they were in the source. */
  tokens: string[];
  /** Plain text sent as HTML: escaped on the way out, unescaped on the way back. */
  escaped: boolean;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
function unescapeHtml(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/giu, (whole, name: string) => {
    if (name[0] === '#') {
      const point = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(point) && point <= 0x10ffff ? String.fromCodePoint(point) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** One pattern for the placeholders and the terms, longest term first (a term inside a longer one loses). */
function tokenPattern(terms: readonly string[]): RegExp {
  const words = [...new Set(terms)].sort((a, b) => b.length - a.length).map(escapeRegExp);
  // A term is a whole word: "Pro" is not protected inside "Problem".
  const termPart = words.length > 0 ? `|(?<![\\p{L}\\p{N}_])(?:${words.join('|')})(?![\\p{L}\\p{N}_])` : '';
  return new RegExp(`${PLACEHOLDER.source}${termPart}`, 'gu');
}

/** Wraps every token found in `text` (for HTML, only in text between tags, never inside a tag). */
function wrap(text: string, pattern: RegExp, tokens: string[]): string {
  return text.replace(pattern, (token) => {
    tokens.push(token);
    return `<span translate="no" class="notranslate" data-mt="${tokens.length - 1}">${token}</span>`;
  });
}

export function protect(source: string, html: boolean, terms: readonly string[]): Protected {
  const pattern = tokenPattern(terms);
  const tokens: string[] = [];
  if (html) {
    const text = source
      .split(/(<[^>]*>)/u)
      .map((part) => (part.startsWith('<') ? part : wrap(part, pattern, tokens)))
      .join('');
    return { text, html: true, tokens, escaped: false };
  }
  if (!pattern.test(source)) return { text: source, html: false, tokens, escaped: false };
  pattern.lastIndex = 0;
  // Line breaks as <br>: in HTML mode an engine takes a newline for a space.
  return { text: wrap(escapeHtml(source), pattern, tokens).replace(/\r?\n/g, '<br>'), html: true, tokens, escaped: true };
}

/** The engine's reply with every token put back; an error when a token went missing or came twice. */
export function restore(reply: string, sent: Protected): { text: string } | { error: string } {
  const seen = new Array<number>(sent.tokens.length).fill(0);
  let unknown = false;
  const text = reply.replace(SPAN, (_span, index: string) => {
    const token = sent.tokens[Number(index)];
    if (token === undefined) {
      unknown = true;
      return '';
    }
    seen[Number(index)]! += 1;
    return token;
  });
  const lost = sent.tokens.filter((_token, index) => seen[index] !== 1);
  if (unknown || lost.length > 0) {
    const names = [...new Set(lost)].slice(0, 3).join(', ');
    return { error: `the provider did not keep ${names || 'a protected term'} verbatim` };
  }
  return { text: sent.escaped ? unescapeHtml(text.replace(/[ \t]*<br\s*\/?>/giu, '\n')) : text };
}
