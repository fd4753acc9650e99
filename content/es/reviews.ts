import type { Translation } from '@/lib/i18n';
import type { reviewItems as englishReviewItems, reviewsCopy as englishReviewsCopy } from '@/content/en/reviews';

/** The Spanish home carousel: the words of the same reviews (content/shared/reviews.ts), translated. */
export const reviewsCopy: Translation<typeof englishReviewsCopy> = {
  sampleLabel: 'Ejemplo ilustrativo, no es un cliente real',
  carouselLabel: 'Opiniones de clientes',
  carouselLabelSamples: 'Ejemplos ilustrativos, escritos para este sitio web',
  carouselRole: 'carrusel',
  slideRole: 'diapositiva',
  previous: 'Opinión anterior',
  next: 'Opinión siguiente',
  position: 'Opinión {index} de {total}',
  rating: 'Calificación: {rating} de 5',
};

/** Each review's subject and text, by id. */
export const reviewItems: Translation<typeof englishReviewItems> = {
  'sample-maria-g': {
    subject: 'Por fin me animé a preguntar',
    text: 'Durante años no le conté a nadie lo que me pasó. Llenar un formulario corto me resultó más fácil que decirlo en voz alta, porque podía escribirlo con mis propias palabras y a mi propio ritmo.',
  },
  'sample-james-t': {
    subject: '¿Sería demasiado tarde?',
    text: 'Sufrí abuso cuando era niño y siempre pensé que ya era demasiado tarde para hacer algo. Quería saber cómo funcionan los plazos en mi estado antes de decidir nada.',
  },
  'sample-aisha-r': {
    subject: 'Primero, mi seguridad',
    text: 'Las llamadas no eran seguras para mí, así que me importó que el formulario me dejara indicar cómo y cuándo podían comunicarse conmigo. Poder elegirlo fue lo que me permitió dar el paso.',
  },
  'sample-daniel-k': {
    subject: 'Preguntas sobre mi trabajo',
    text: 'Mi supervisor me acosó durante meses, y yo tenía miedo de perder mi trabajo. Tenía muchas preguntas sobre mis derechos en el trabajo y no sabía a quién hacérselas.',
  },
  'sample-lauren-b': {
    subject: 'Cuando compartieron mis fotos',
    text: 'Una expareja publicó fotos privadas mías en internet. Sentía vergüenza y no sabía por dónde empezar, ni qué debía guardar antes de que desapareciera.',
  },
  'sample-rosa-m': {
    subject: 'Lista para preguntar por mis opciones',
    text: 'Dejar a mi pareja fue lo más difícil que he hecho. Mucho después me sentí lista para preguntar por mis opciones legales, y quería hacerlo sin sentirme juzgada.',
  },
  'sample-kevin-w': {
    subject: 'Preocupado por el dinero',
    text: 'Me preocupaba el dinero y casi no me animé a escribir. Antes que nada, quería entender cómo funcionan los honorarios de contingencia y qué gastos del caso podrían corresponder.',
  },
  'sample-tanya-p': {
    subject: 'No fue mi culpa',
    text: 'Lo que me pasó no fue mi culpa, pero tardé mucho en creerlo. Quería saber si se puede hacer responsables a quienes me obligaron.',
  },
  'sample-grace-l': {
    subject: 'Preguntar por mi hija',
    text: 'Me comuniqué en nombre de mi hija adolescente después de que me habló de un entrenador. Estaba abrumada y tenía miedo, y necesitaba saber por dónde empezar.',
  },
};
