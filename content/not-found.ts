export const notFoundCopy = {
  title: 'We could not find that page',
  lead: 'The link may be old or mistyped. Everything on this site is still here, and help is one click away.',
  links: [
    { label: 'Go to Home', href: '/' },
    { label: 'Read the blog', href: '/blogs/page1/' },
    { label: 'Tell us about your case', href: '/formInput/' },
    { label: 'Contact us', href: '/contact/' },
  ],
} as const;
