/**
 * The Spanish glossary: one term for each concept that recurs across the Spanish pages and
 * articles, and the variants it replaces. `npm run check:content` (lib/content/rules/spanish-glossary.ts)
 * fails when a Spanish page, article or dictionary entry uses a rejected variant, naming the file and line.
 * The preferred term is removed before the check, so a variant inside it (Mayús in "Shift (Mayús)")
 * is not flagged. Add a concept here before writing a new term into a Spanish page.
 */
export const spanishGlossary = [
  { concept: 'car', use: 'auto', reject: ['carro', 'carros', 'coche', 'coches'] },
  { concept: 'medical records', use: 'expedientes médicos', reject: ['registros médicos'] },
  { concept: 'case costs', use: 'gastos del caso', reject: ['costos del caso', 'costos legales'] },
  { concept: 'a release that ends a claim', use: 'finiquito', reject: ['una renuncia', 'la renuncia (en inglés'] },
  { concept: 'fee agreement', use: 'contrato de honorarios', reject: ['acuerdo de honorarios', 'convenio de honorarios'] },
  { concept: 'settlement', use: 'acuerdo', reject: ['arreglo extrajudicial', 'conciliación'] },
  { concept: 'statute of repose', use: 'plazo de caducidad', reject: ['plazo máximo'] },
  { concept: 'statute of limitations', use: 'plazo de prescripción', reject: ['estatuto de limitaciones', 'ley de prescripción'] },
  { concept: 'the Shift key', use: 'Shift (Mayús)', reject: ['Mayús', 'Shift', 'Mayúsculas'] },
  // "firma" alone reads as "signature" to many readers; the verb ("firma un acuerdo") and "firmas electrónicas" stay.
  {
    concept: 'law firm',
    use: 'bufete',
    reject: ['despacho de abogados', 'firma de abogados', 'firma legal', 'la firma', 'nuestra firma', 'esta firma', 'una firma'],
  },
  // "golpes" (blows) reads as violence only; battery in civil law covers any unwanted touching.
  { concept: 'battery (the tort)', use: 'agresión física', reject: ['golpes'] },
  { concept: "the firm's intake team", use: 'equipo de admisión', reject: ['equipo de recepción', 'equipo de ingreso'] },
  { concept: 'attorney-client relationship', use: 'relación abogado-cliente', reject: ['relación de abogado y cliente', 'relación cliente-abogado'] },
  { concept: 'child sexual abuse', use: 'abuso sexual infantil', reject: ['abuso sexual de menores', 'abuso infantil sexual'] },
] as const;
