/** The attributes of the reviews carousel that its script reads (ReviewCarousel renders them). */
export const CAROUSEL = {
  root: 'data-carousel',
  /** On the root: what the position says, with {index} and {total} (from content/). */
  position: 'data-position',
  /** On the root once the random pick is shown; CSS keeps the carousel invisible until then. */
  ready: 'data-ready',
  slide: 'data-slide',
  /** On the one review shown; CSS hides the others, which keep their space. */
  current: 'data-current',
  previous: 'data-previous',
  next: 'data-next',
  status: 'data-status',
} as const;

export type CarouselAttributes = typeof CAROUSEL;

/**
 * Picks `count` of the carousel's reviews at random (`pick`, which never repeats one) and steps
 * through them with the previous and next buttons, which stop at the first and the last (each
 * disabled there). The review shown is the only one screen readers reach, labelled with its
 * position, which a polite live region also announces. Runs in the islands' inline script
 * (lib/islands/page-scripts/islands-entry.ts).
 */
export function installCarousel(doc: Document, attributes: CarouselAttributes, count: number, pick: <T>(items: readonly T[], n: number) => T[]): void {
  doc.querySelectorAll(`[${attributes.root}]`).forEach((root) => {
    const slides = Array.from(root.querySelectorAll(`[${attributes.slide}]`));
    const shown = pick(slides, count);
    const template = root.getAttribute(attributes.position) ?? '';
    const previous = root.querySelector(`[${attributes.previous}]`) as HTMLButtonElement | null;
    const next = root.querySelector(`[${attributes.next}]`) as HTMLButtonElement | null;
    const status = root.querySelector(`[${attributes.status}]`);
    const roleDescription = slides[0]?.getAttribute('aria-roledescription') ?? '';
    let index = 0;
    const show = () => {
      const position = template.replace('{index}', String(index + 1)).replace('{total}', String(shown.length));
      slides.forEach((slide) => {
        const current = slide === shown[index];
        slide.toggleAttribute(attributes.current, current);
        if (current) {
          slide.removeAttribute('aria-hidden');
          slide.setAttribute('aria-roledescription', roleDescription);
          slide.setAttribute('aria-label', position);
        } else {
          slide.setAttribute('aria-hidden', 'true');
          slide.removeAttribute('aria-roledescription');
          slide.removeAttribute('aria-label');
        }
      });
      if (previous) previous.disabled = index === 0;
      if (next) next.disabled = index === shown.length - 1;
      if (status) status.textContent = position;
    };
    previous?.addEventListener('click', () => {
      if (index > 0) index -= 1;
      show();
    });
    next?.addEventListener('click', () => {
      if (index < shown.length - 1) index += 1;
      show();
    });
    show();
    root.setAttribute(attributes.ready, '');
  });
}
