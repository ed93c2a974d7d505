/** ISO 639-1 two-letter codes (spec: `language_code` required, ISO 639-1), with names from the browser. */
const CODES = (
  'aa ab ae af ak am an ar as av ay az ba be bg bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz ee el ' +
  'en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik io is it ' +
  'iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt ' +
  'my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl ' +
  'sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo ' +
  'za zh zu'
).split(' ');

function namer(type: 'language' | 'region'): (code: string) => string {
  try {
    const names = new Intl.DisplayNames(['en'], { type });
    return (code) => names.of(code) ?? code;
  } catch {
    return (code) => code;
  }
}

const languageNames = (() => {
  try {
    // `fallback: 'none'`: a code the browser has no name for gives undefined, not the code back
    return new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
  } catch {
    return undefined;
  }
})();

/**
 * The English name of an ISO 639-1 code, or undefined when this browser cannot name it: Chromium's own ICU data
 * has no names for codes such as `aa` or `ce` (Node's full ICU does), and answers with the code itself.
 */
export function languageName(code: string): string | undefined {
  let name: string | undefined;
  try {
    name = languageNames?.of(code);
  } catch {
    return undefined; // not a well-formed code
  }
  return name && name.toLowerCase() !== code.toLowerCase() ? name : undefined;
}

/** "German (de)"; a code the browser cannot name stays the code alone ("aa"), never "aa (aa)". */
export const languageLabel = (code: string) => {
  const name = languageName(code);
  return name ? `${name} (${code})` : code;
};

/**
 * Every code for the language select: those with a name sorted by name ("Afrikaans (af)"), then those this
 * browser cannot name, by code (`named: false`).
 */
export const LANGUAGES = (() => {
  const all = CODES.map((code) => ({ code, name: languageName(code) }));
  const named = all
    .flatMap((l) => (l.name ? [{ code: l.code, name: l.name }] : []))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((l) => ({ code: l.code, label: `${l.name} (${l.code})`, named: true }));
  const unnamed = all.filter((l) => !l.name).map((l) => ({ code: l.code, label: l.code, named: false }));
  return [...named, ...unnamed];
})();

export const isLanguageCode = (code: string) => CODES.includes(code);

export const countryName = namer('region');
