import { outcomePromiseProblems, outcomePromisesIn } from '@/lib/content/rules/outcome-promises';

/** The promises an editor actually wrote or lawyer ads are disciplined for, and the site's true sentences beside them. */
const REFUSED = [
  'We will win your case.',
  'You will win.',
  "We'll win this for you.",
  'Our lawyers always win.',
  'We never lose.',
  'A fair result is guaranteed.',
  'We guarantee a result.',
  'Results are guaranteed.',
  'You get a guaranteed reply.',
  'We promise you will be compensated.',
  'We will get you the money you deserve.',
  'You will receive a large settlement.',
  'Get the compensation you deserve.',
  'Fast settlements for injured people.',
  'We are the best injury lawyers in the state.',
  'Ganaremos su caso.',
  'Usted va a ganar.',
  'Le garantizamos un resultado justo.',
  'Resultado garantizado.',
  'Una respuesta garantizada.',
  'Siempre ganamos.',
  'Le conseguiremos el dinero que merece.',
  'Le prometemos que será compensado.',
  'Usted recibirá una indemnización.',
  'Somos los mejores abogados de la ciudad.',
];

const TRUE_SENTENCES = [
  "The firm's intake team aims to reply in less than 24 hours.",
  'The consultation is free and carries no obligation.',
  'Ask for a free, no-obligation consultation.',
  'No honest lawyer can promise you will win, or tell you exactly what your case is worth at a first meeting.',
  '### 2. They guarantee a result or a dollar amount',
  'But "I guarantee you\'ll get six figures" is a sales pitch, not advice.',
  'Prior results do not guarantee a similar outcome.',
  'Courts have also refused some requests, so it is not guaranteed.',
  'It is not a guarantee of more time.',
  'If we do not win, will I owe anything for costs?',
  'If you win, a court can order the person to pay money for your losses.',
  'You deserve support, and you do not have to figure this out alone.',
  'A lawyer who pushes you to sign on the spot or promises a big payout is not giving you room to decide.',
  'No lawyer can honestly promise that you will win or say how much you will receive.',
  'The firm cannot promise to take your case, or promise any result or amount of compensation.',
  'To win a negligence claim, the injured person usually needs to show four things:',
  'Ningún abogado honesto puede prometerle que va a ganar.',
  'Pero "le garantizo que recibirá una cantidad de seis cifras" es una frase de venta, no un consejo.',
  'Los resultados anteriores no garantizan un resultado similar.',
  '### 2. Le garantiza un resultado o una cantidad de dinero',
  'Los tribunales también han rechazado algunos pedidos, así que no está garantizado.',
  'Usted merece tiempo y apoyo para sanar.',
  'Para ganar un reclamo por negligencia, la persona lesionada por lo general debe demostrar cuatro cosas.',
  'La consulta es gratuita y sin compromiso.',
];

describe('outcome promises', () => {
  it.each(REFUSED)('refuses %p', (sentence) => {
    expect(outcomePromisesIn(`Intro. ${sentence} More.`)).toEqual([expect.objectContaining({ words: sentence })]);
  });

  it.each(TRUE_SENTENCES)('lets the true sentence %p pass', (sentence) => {
    expect(outcomePromisesIn(sentence)).toEqual([]);
  });

  it('names the file and the line of the sentence, says why in one sentence, and ends with a fix in honest words', () => {
    const text = 'Intro.\n\nA first line.\nWe will win your case. Then more.\n';
    expect(outcomePromiseProblems('content/blog/23-x.md', text)).toEqual([
      {
        file: 'content/blog/23-x.md',
        at: 'line 4',
        problem:
          '"We will win your case." promises how the case ends; nobody can, and lawyer advertising may not raise expectations of a result (ABA Model Rule 7.1)',
        fix: 'say what the firm does, not how the case ends, e.g. "A lawyer at the firm can tell you what may help your case and what may make it harder."',
      },
    ]);
  });

  it('gives one message for a sentence that breaks two rules', () => {
    expect(outcomePromisesIn('We guarantee we will win.')).toHaveLength(1);
  });

  it('answers a Spanish promise with a Spanish example', () => {
    expect(outcomePromisesIn('Ganaremos su caso.')[0]?.fix).toContain('Un abogado del bufete puede decirle');
  });
});
