/** Small illustration specs shared by the image generator's tests. */
export const checklist = {
  file: '1.webp',
  kind: 'checklist',
  title: 'What to keep',
  items: ['Photos of the scene', 'Medical bills', 'Names of witnesses'],
} as const;

export const split = {
  file: '2.webp',
  kind: 'split',
  title: 'Example split',
  parts: [
    { label: 'Fee', value: 33 },
    { label: 'You', value: 67 },
  ],
  note: 'Example only.',
} as const;

/** The Spanish twin of `checklist`: accents, ñ, ¿ and ¡, and text about a quarter longer. */
export const checklistEs = {
  file: '1.webp',
  kind: 'checklist',
  title: '¿Qué conviene guardar?',
  items: ['Fotos del lugar del accidente', 'Facturas médicas y recibos', 'Nombres de los testigos, ¡todos!'],
} as const;

/** The words a picture shows, whatever lines they were wrapped onto. */
export const shownText = (svg: string) => svg.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
