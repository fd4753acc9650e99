import { blocksOf, quote, type ContentProblem } from './problem';

/*
 * Lawyer advertising may not create an unjustified expectation about the results a lawyer can achieve (ABA Model
 * Rule 7.1 and its comment; state versions say "promise of results" outright). Nobody can know how a case ends, how
 * much it brings or how fast, so the site's own voice never says it: not "we will win", not a guarantee, not "the
 * money you deserve". The same words are fine where the site warns about them: negated ("No lawyer can promise you
 * will win"), reported of someone else ("They guarantee a result"), quoted as a sales pitch, or asked as a question.
 */

type Language = 'en' | 'es';

interface OutcomeRule {
  language: Language;
  pattern: RegExp;
  /** Why it cannot stand, as the end of "… : <why>". */
  why: string;
  /** Honest wording to write instead. */
  fix: string;
}

const RULE_71 = 'lawyer advertising may not raise expectations of a result (ABA Model Rule 7.1)';

const FIX = {
  en: {
    win: 'say what the firm does, not how the case ends, e.g. "A lawyer at the firm can tell you what may help your case and what may make it harder."',
    money:
      'say what a claim may include, not what the reader will get, e.g. "A claim may include medical bills and lost wages; no lawyer can promise an amount."',
    guarantee:
      'say what the firm aims to do, or that nobody can promise it, e.g. "The firm\'s intake team aims to reply in less than 24 hours." or "No lawyer can promise a result."',
    speed:
      'say what the firm sets, not how fast a case ends, e.g. "Some claims settle in months, others take years; the firm can tell you what to expect in yours."',
    compare: 'say what the firm does, e.g. "The firm handles injury and sexual-abuse claims", not how it compares with other lawyers',
  },
  es: {
    win: 'diga lo que hace el bufete, no cómo termina el caso, p. ej. "Un abogado del bufete puede decirle qué ayuda a su caso y qué podría dificultarlo."',
    money:
      'diga lo que puede incluir un reclamo, no lo que el lector recibirá, p. ej. "Un reclamo puede incluir gastos médicos y salarios perdidos; ningún abogado puede prometer una cantidad."',
    guarantee: 'diga lo que el bufete procura hacer, o que nadie puede prometerlo, p. ej. "Ningún abogado puede prometer un resultado."',
    speed:
      'diga lo que fija el bufete, no cuánto tarda un caso, p. ej. "Algunos reclamos se resuelven en meses y otros en años; el bufete puede decirle qué esperar en el suyo."',
    compare: 'diga lo que hace el bufete, p. ej. "El bufete atiende reclamos por lesiones y abuso sexual", no cómo se compara con otros abogados',
  },
} as const;

const rule = (language: Language, kind: keyof (typeof FIX)['en'], why: string, pattern: RegExp): OutcomeRule => ({
  language,
  pattern,
  why,
  fix: FIX[language][kind],
});

const WIN = `promises how the case ends; nobody can, and ${RULE_71}`;
const GUARANTEE = `is a guarantee: nothing about a case or a reply can be guaranteed, and ${RULE_71}`;
const PROMISE = `is the site's own promise of something beyond what content/<language>/promises.ts states; ${RULE_71}`;
const MONEY = `promises money or compensation; no lawyer knows what a claim will bring, and ${RULE_71}`;
const SPEED = `promises how fast a result comes; no one controls that, and ${RULE_71}`;
const COMPARE = 'compares the firm with other lawyers in a way no one can check (ABA Model Rule 7.1: an unsubstantiated comparison misleads)';

const MONEY_EN = String.raw`(?:money|compensation|settlement|payout|payment|check|damages|dollars|figures|recovery|award|justice)`;
const MONEY_ES = String.raw`(?:dinero|compensaci[oó]n|indemnizaci[oó]n|acuerdo|pago|cantidad|justicia)`;

/** Every outcome promise the rule knows, in both languages. */
const OUTCOME_RULES: readonly OutcomeRule[] = [
  rule(
    'en',
    'win',
    WIN,
    /\b(?:we|you|i|our (?:lawyers?|attorneys?|firm|team))(?:'ll|'re going to| will| are going to| am going to| shall)(?: definitely| surely| certainly)? (?:win|prevail|beat them)\b/gi,
  ),
  rule('en', 'win', WIN, /\b(?:always|every time) wins?\b|\bwins? every (?:case|time)\b|\bnever lose\b|\bnever lost a case\b|\b100 ?% (?:success|win)/gi),
  rule('en', 'guarantee', GUARANTEE, /\bguarantee(?:s|d|ing)?\b/gi),
  rule('en', 'win', PROMISE, /\b(?:we|i)(?: \w+ly)? promise\b|\bour promise\b/gi),
  rule('en', 'money', MONEY, new RegExp(String.raw`\b${MONEY_EN} (?:that )?you(?:'re| are)? (?:deserve|are owed|are entitled to)\b`, 'gi')),
  rule(
    'en',
    'money',
    MONEY,
    new RegExp(String.raw`\b(?:we|i)(?:'ll| will| are going to| am going to) (?:get|win|recover|obtain|secure) (?:you )?(?:[\w-]+ ){0,3}?${MONEY_EN}\b`, 'gi'),
  ),
  rule(
    'en',
    'money',
    MONEY,
    new RegExp(
      String.raw`\byou(?:'ll| will| are going to)(?: \w+ly)? (?:be (?:compensated|paid|made whole)|(?:get|receive|recover|collect) (?:[\w-]+ ){0,3}?${MONEY_EN})\b`,
      'gi',
    ),
  ),
  rule(
    'en',
    'speed',
    SPEED,
    /\b(?:quick|fast|rapid|speedy|instant) (?:settlements?|cash|money|payouts?|payments?|compensation|recovery|results?|wins?)\b|\bsettle (?:your (?:case|claim) )?(?:quickly|fast|within \d+ (?:days|weeks))\b/gi,
  ),
  rule(
    'en',
    'compare',
    COMPARE,
    /\b(?:we are|we're|our (?:[\w-]+ )?(?:lawyers|attorneys|firm|team) (?:are|is)) (?:the )?(?:best|top|leading|number one|#1)\b/gi,
  ),

  rule('es', 'win', WIN, /\b(?:ganaremos|vamos a ganar|va(?:n)? a ganar|ganarán?|siempre ganamos|ganamos siempre|nunca perdemos)\b/gi),
  rule(
    'es',
    'guarantee',
    GUARANTEE,
    /\bgarantiz(?:amos|o|ado|ada|ados|adas|aremos)\b|\bgarant[ií]as? de\b|\b(?:el bufete|la firma|nuestr[oa]s? \w+) (?:le )?garantizan?\b/gi,
  ),
  rule('es', 'win', PROMISE, /\b(?:le |te )?prometemos\b|\ble prometo\b|\bnuestra promesa\b/gi),
  rule('es', 'money', MONEY, new RegExp(String.raw`\b${MONEY_ES} que (?:usted )?(?:merece|se merece|le corresponde)\b`, 'gi')),
  rule(
    'es',
    'money',
    MONEY,
    new RegExp(
      String.raw`\b(?:le )?(?:conseguiremos|obtendremos|recuperaremos|vamos a (?:conseguir|obtener|recuperar))(?:le)?(?: \S+){0,4}? ${MONEY_ES}`,
      'gi',
    ),
  ),
  rule(
    'es',
    'money',
    MONEY,
    new RegExp(
      String.raw`\b(?:recibir[áa]|obtendr[áa]|cobrar[áa]|va a (?:recibir|obtener|cobrar))(?: \S+){0,3}? ${MONEY_ES}|\bser[áa] (?:compensad|indemnizad)[oa]s?\b`,
      'gi',
    ),
  ),
  rule('es', 'speed', SPEED, new RegExp(String.raw`\b${MONEY_ES} r[áa]pid[oa]s?\b|\bresultados? (?:r[áa]pidos?|en (?:d[ií]as|semanas))\b`, 'gi')),
  rule('es', 'compare', COMPARE, /\b(?:somos|nuestr[oa]s? (?:\w+ )?(?:abogad[oa]s|bufete|equipo) (?:son|es)) (?:los |las |el )?mejor(?:es)?\b/gi),
];

/**
 * Words before a match that make it not the site's promise: a negation ("No lawyer can promise you will win"), a
 * warning, or someone else's claim reported ("A lawyer who guarantees…", "They guarantee…").
 */
const NOT_OURS = [
  /\b(?:no|not|never|cannot|nobody|none|neither|nor|without|whether|unless|wary|beware|careful|doubt)\b|n't\b/i,
  /\b(?:they|he|she|who|someone|anyone|(?:a|an|any|some|other|that|the other) (?:lawyer|attorney|firm|adjuster|insurer|company|ad|pitch))(?: \w+ly| may| might| often| sometimes)? (?:promises?|guarantees?|says?|tells?|claims?)\b/i,
  /\b(?:no|ni|ning[uú]n|ninguna|nadie|nunca|jam[aá]s|sin|tampoco|cuidado|desconf[ií]e|dude)\b/i,
  /\b(?:que|quien|alguien|ellos|abogados?) (?:le |te )?(?:promete|prometen|garantiza|garantizan|dice|dicen|asegura|aseguran)\b/i,
];

/** A guarantee said of someone else ("They guarantee a result", a red flag to warn about) is not the site's. */
const REPORTED_GUARANTEE =
  /\b(?:they|he|she|who|someone|anyone|(?:a|an|any|some|other|that) (?:lawyer|attorney|firm|adjuster|insurer|company|ad))(?: \w+ly)? $/i;

/** Quotations are someone else's words (the red-flag article quotes a sales pitch): blanked, keeping positions. */
const blankQuotes = (text: string): string => text.replace(/"[^"\n]*"|“[^”\n]*”|«[^»\n]*»/g, (q) => ' '.repeat(q.length));

/** The sentences of a text with where each starts, a question ("Can a lawyer guarantee a result?") left out. */
function statements(text: string): { sentence: string; start: number }[] {
  return [...text.matchAll(/[^.!?\n]+(?:[.!?]+|$)/gm)]
    .map((m) => ({ sentence: m[0], start: m.index }))
    .filter(({ sentence }) => !/\?\W*$/.test(sentence.trim()));
}

/** One outcome promise found: where it starts in the text, its words, and the rule it breaks. */
interface OutcomeFinding {
  index: number;
  words: string;
  why: string;
  fix: string;
}

/** Every outcome promise in a text (a paragraph, a dictionary string, a picture's entry), in the site's own voice. */
export function outcomePromisesIn(text: string): OutcomeFinding[] {
  const blanked = blankQuotes(text);
  return statements(blanked)
    .flatMap(({ sentence, start }) =>
      OUTCOME_RULES.flatMap(({ pattern, why, fix }) =>
        [...sentence.matchAll(pattern)]
          .filter((m) => {
            const before = sentence.slice(0, m.index);
            if (NOT_OURS.some((frame) => frame.test(before))) return false;
            return !(why === GUARANTEE && REPORTED_GUARANTEE.test(before));
          })
          .map((m) => ({ index: start + m.index, words: text.slice(start, start + sentence.length).trim(), why, fix })),
      ),
    )
    .filter((finding, i, all) => all.findIndex((other) => other.words === finding.words) === i);
}

/** The outcome promises of a file's text, each at its line (`firstLine` is the line the text starts on). */
export function outcomePromiseProblems(file: string, text: string, firstLine = 1): ContentProblem[] {
  return blocksOf(text, firstLine).flatMap((block) =>
    outcomePromisesIn(block.text).map((finding) => ({
      file,
      at: `line ${block.line + (block.text.slice(0, finding.index).match(/\n/g)?.length ?? 0)}`,
      problem: `${quote(finding.words)} ${finding.why}`,
      fix: finding.fix,
    })),
  );
}
