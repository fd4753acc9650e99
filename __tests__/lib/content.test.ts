import { about, faqTabs, howItWorks, issueTypes, reviews, reviewsSchema, validateContent } from '@/lib/content';
import { loadLegalPage } from '@/lib/legal-pages';
import { crisisHelp } from '@/content/crisis-lines';
import { footerStates, nav } from '@/content/site';

describe('content modules', () => {
  it('has the six issue types in the specified order', () => {
    expect(issueTypes.map((t) => t.name)).toEqual(['Sex Assault', 'Child Sex Abuse', 'Sex Exploitation', 'Partner Violence', 'Workplace Sex Abuse', 'Digital Sex Abuse']);
    expect(new Set(issueTypes.map((t) => t.pictureId)).size).toBe(6);
  });

  it('keeps nine reviews, each marked as a sample until real testimonials replace them', () => {
    expect(reviews).toHaveLength(9);
    expect(reviews.every((r) => r.sample && r.rating === 5)).toBe(true);
    expect(new Set(reviews.map((r) => r.id)).size).toBe(9);
  });

  it('has two FAQ tabs of three questions', () => {
    expect(faqTabs.map((t) => t.label)).toEqual(['Why Hire a Lawyer', 'FAQ']);
    expect(faqTabs.every((t) => t.items.length === 3)).toBe(true);
  });

  it('has the three steps and about sections', () => {
    expect(howItWorks.steps).toHaveLength(3);
    expect(about.sections.map((s) => s.title)).toEqual(['Who We Are', 'Our Service', 'Our Mission']);
  });

  it('names the file and the field of a bad content value', () => {
    const broken = [{ ...reviews[0], avatar: 'maria' }, ...reviews.slice(1)];
    expect(() => validateContent('content/reviews.ts', reviewsSchema, broken)).toThrow('content/reviews.ts: 0.avatar: initials, e.g. "MG"');
  });

  it('lists the 23 footer states and five navigation links', () => {
    expect(footerStates).toHaveLength(23);
    expect(nav.map((n) => n.label)).toEqual(['Home', 'Blogs', 'About Us', 'Services', 'Contact Us']);
  });

  it('keeps every crisis line the safety issue names', () => {
    const labels = crisisHelp.lines.flatMap((l) => l.actions.map((a) => a.label));
    expect(labels).toEqual(['Call 911', 'Call 800-656-HOPE (4673)', 'Call 800-799-SAFE (7233)', 'Text START to 88788', 'Call 988', 'Text 988']);
  });

  it.each(['terms', 'privacy', 'safety'] as const)('renders the %s page with headings and no raw HTML', (slug) => {
    const page = loadLegalPage(slug);
    expect(page.html).toMatch(/<h2 id="[a-z0-9-]+">/);
    expect(page.html).not.toMatch(/<script|<iframe/);
  });
});
