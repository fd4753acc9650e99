import type { Translation } from '@/lib/i18n';
import type { reviewItems as englishReviewItems, reviewsCopy as englishReviewsCopy } from '@/content/en/reviews';

/** The Spanish home carousel: the words of the same reviews (content/shared/reviews.ts), translated. */
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

/** Each review's subject and text, by id. */
export const reviewItems: Translation<typeof englishReviewItems> = {
  'sample-maria-g': {
    subject: 'Por fin me escucharon',
    text: 'Durante años no le conté a nadie lo que me pasó. Llenar el formulario me tomó unos minutos, y una abogada me llamó a la mañana siguiente. Me escuchó sin apurarme y me explicó mis opciones con palabras sencillas. Nunca me sentí presionada a decidir nada.',
  },
  'sample-james-t': {
    subject: 'Al final no era demasiado tarde',
    text: 'Sufrí abuso cuando era niño y pensaba que ya era demasiado tarde para hacer algo. Me explicaron cómo funcionan los plazos en mi estado y qué significaban para mí. Fue la primera vez que hablé de esto con alguien. Me alegra haber dado el paso.',
  },
  'sample-aisha-r': {
    subject: 'Respetaron mi seguridad',
    text: 'En el formulario les dije que las llamadas no eran seguras para mí. Solo me escribieron por correo electrónico, a la hora que pedí. Ese pequeño detalle significó mucho. La consulta fue gratuita, y me tomé mi tiempo antes de decidir seguir adelante.',
  },
  'sample-daniel-k': {
    subject: 'Respuestas claras sobre mi trabajo',
    text: 'Mi supervisor me acosó durante meses y yo tenía miedo de perder mi trabajo. Me explicaron mis derechos en el trabajo y lo que pasaría en cada paso. Hablar no tuvo ningún costo, y la respuesta llegó el mismo día en que escribí.',
  },
  'sample-lauren-b': {
    subject: 'Ayuda cuando compartieron mis fotos',
    text: 'Una expareja publicó fotos privadas mías en internet. Sentía vergüenza y no sabía por dónde empezar. La abogada fue tranquila y amable. Me explicó qué se podía hacer y qué guardar como prueba. Después de esa primera llamada me sentí menos sola.',
  },
  'sample-rosa-m': {
    subject: 'Con paciencia y amabilidad',
    text: 'Dejar a mi pareja fue lo más difícil que he hecho. Cuando estuve lista para preguntar por mis opciones legales, este servicio me puso en contacto rápido con un abogado. Fue paciente, respondió todas mis preguntas y nunca me hizo sentir juzgada.',
  },
  'sample-kevin-w': {
    subject: 'Honestidad sobre los costos',
    text: 'Me preocupaba el dinero. El abogado me explicó los honorarios de contingencia antes que nada: ningún pago por adelantado, y una parte de lo que se recupere solo si se recupera algo. También me dijo qué gastos podrían corresponder de todos modos. Le agradecí la honestidad.',
  },
  'sample-tanya-p': {
    subject: 'Por fin alguien me creyó',
    text: 'Lo que me pasó no fue mi culpa, y la abogada se aseguró de que yo lo supiera. Me explicó cómo se puede hacer responsables a quienes obligan o engañan a otras personas para tener sexo. Podía detenerme en cualquier momento, y eso me ayudó a seguir adelante.',
  },
  'sample-grace-l': {
    subject: 'Ayuda para mi hija',
    text: 'Me comuniqué en nombre de mi hija adolescente después de que me habló de un entrenador. Estaba abrumada y tenía miedo. Nos hablaron con mucho cuidado, nos explicaron el proceso con calma y nos dejaron decidir a nuestro propio ritmo.',
  },
};
