import type { ReviewEntry } from '@/lib/content';
import type { Translation } from '@/lib/i18n';
import type { reviews as englishReviews, reviewsCopy as englishReviewsCopy } from '@/content/reviews';

/**
 * The Spanish home carousel: the same invented samples as content/reviews.ts (whose comment says
 * what a real testimonial needs), translated. A real client's words are never translated here
 * without their consent to the Spanish wording.
 */
export const reviewsCopy: Translation<typeof englishReviewsCopy> = {
  sampleLabel: 'Ejemplo ilustrativo, no es un cliente real',
  carouselLabel: 'Opiniones de clientes',
  carouselRole: 'carrusel',
  slideRole: 'diapositiva',
  previous: 'Opinión anterior',
  next: 'Opinión siguiente',
  position: 'Opinión {index} de {total}',
  rating: 'Calificación: {rating} de 5',
};

/** `as const` keeps `kind: "sample"`, so each entry is checked against the schema's input too. */
export const reviews = [
  {
    id: 'sample-maria-g',
    kind: 'sample',
    name: 'Maria G.',
    avatar: 'MG',
    rating: 5,
    city: 'Phoenix',
    state: 'Arizona',
    subject: 'Por fin me escucharon',
    text: 'Durante años no le conté a nadie lo que me pasó. Llenar el formulario me tomó unos minutos, y una abogada me llamó a la mañana siguiente. Me escuchó sin apurarme y me explicó mis opciones con palabras sencillas. Nunca me sentí presionada a decidir nada.',
  },
  {
    id: 'sample-james-t',
    kind: 'sample',
    name: 'James T.',
    avatar: 'JT',
    rating: 5,
    city: 'Columbus',
    state: 'Ohio',
    subject: 'Al final no era demasiado tarde',
    text: 'Sufrí abuso cuando era niño y pensaba que ya era demasiado tarde para hacer algo. Me explicaron cómo funcionan los plazos en mi estado y qué significaban para mí. Fue la primera vez que hablé de esto con alguien. Me alegra haber dado el paso.',
  },
  {
    id: 'sample-aisha-r',
    kind: 'sample',
    name: 'Aisha R.',
    avatar: 'AR',
    rating: 5,
    city: 'Atlanta',
    state: 'Georgia',
    subject: 'Respetaron mi seguridad',
    text: 'En el formulario les dije que las llamadas no eran seguras para mí. Solo me escribieron por correo electrónico, a la hora que pedí. Ese pequeño detalle significó mucho. La consulta fue gratuita, y me tomé mi tiempo antes de decidir seguir adelante.',
  },
  {
    id: 'sample-daniel-k',
    kind: 'sample',
    name: 'Daniel K.',
    avatar: 'DK',
    rating: 5,
    city: 'Newark',
    state: 'Nueva Jersey',
    subject: 'Respuestas claras sobre mi trabajo',
    text: 'Mi supervisor me acosó durante meses y yo tenía miedo de perder mi trabajo. Me explicaron mis derechos en el trabajo y lo que pasaría en cada paso. Hablar no tuvo ningún costo, y la respuesta llegó el mismo día en que escribí.',
  },
  {
    id: 'sample-lauren-b',
    kind: 'sample',
    name: 'Lauren B.',
    avatar: 'LB',
    rating: 5,
    city: 'Charlotte',
    state: 'Carolina del Norte',
    subject: 'Ayuda cuando compartieron mis fotos',
    text: 'Una expareja publicó fotos privadas mías en internet. Sentía vergüenza y no sabía por dónde empezar. La abogada fue tranquila y amable. Me explicó qué se podía hacer y qué guardar como prueba. Después de esa primera llamada me sentí menos sola.',
  },
  {
    id: 'sample-rosa-m',
    kind: 'sample',
    name: 'Rosa M.',
    avatar: 'RM',
    rating: 5,
    city: 'Tampa',
    state: 'Florida',
    subject: 'Con paciencia y amabilidad',
    text: 'Dejar a mi pareja fue lo más difícil que he hecho. Cuando estuve lista para preguntar por mis opciones legales, este servicio me puso en contacto rápido con un abogado. Fue paciente, respondió todas mis preguntas y nunca me hizo sentir juzgada.',
  },
  {
    id: 'sample-kevin-w',
    kind: 'sample',
    name: 'Kevin W.',
    avatar: 'KW',
    rating: 5,
    city: 'Louisville',
    state: 'Kentucky',
    subject: 'Honestidad sobre los costos',
    text: 'Me preocupaba el dinero. El abogado me explicó los honorarios de contingencia antes que nada: ningún pago por adelantado, y una parte de lo que se recupere solo si se recupera algo. También me dijo qué gastos podrían corresponder de todos modos. Le agradecí la honestidad.',
  },
  {
    id: 'sample-tanya-p',
    kind: 'sample',
    name: 'Tanya P.',
    avatar: 'TP',
    rating: 5,
    city: 'Boston',
    state: 'Massachusetts',
    subject: 'Por fin alguien me creyó',
    text: 'Lo que me pasó no fue mi culpa, y la abogada se aseguró de que yo lo supiera. Me explicó cómo se puede hacer responsables a quienes obligan o engañan a otras personas para tener sexo. Podía detenerme en cualquier momento, y eso me ayudó a seguir adelante.',
  },
  {
    id: 'sample-grace-l',
    kind: 'sample',
    name: 'Grace L.',
    avatar: 'GL',
    rating: 5,
    city: 'Richmond',
    state: 'Virginia',
    subject: 'Ayuda para mi hija',
    text: 'Me comuniqué en nombre de mi hija adolescente después de que me habló de un entrenador. Estaba abrumada y tenía miedo. Nos hablaron con mucho cuidado, nos explicaron el proceso con calma y nos dejaron decidir a nuestro propio ritmo.',
  },
] as const satisfies readonly ReviewEntry[] & Translation<typeof englishReviews>;
