import { localEnv, TEST_PORTS } from '@/scripts/lib/local-env';
import { DEFAULT_FIRM_STATES } from '@/lib/schemas/config';
import { STATE_NAMES } from '@/content/shared/states';

const params = (state: string) => ({ params: Promise.resolve({ state }) });

describe('the state guide route', () => {
  beforeAll(() => {
    Object.assign(process.env, localEnv(TEST_PORTS));
    delete process.env.NEXT_PUBLIC_FIRM_STATES;
  });

  it('builds a page at the guide address of every state and DC: a guide where the firm serves, a short page elsewhere', async () => {
    const { stateGuideRoute } = await import('@/components/states/state-guide-routes');
    const slugs = stateGuideRoute('en')
      .generateStaticParams()
      .map((p) => p.state);
    expect(slugs).toHaveLength(51);
    expect(new Set(slugs).size).toBe(51);
    expect(slugs).toEqual(expect.arrayContaining(['california', 'texas', 'oregon', 'district-of-columbia']));
    expect(DEFAULT_FIRM_STATES).not.toContain('TX');
  });

  it.each([
    ['en', '/states/texas/', 'Texas: the firm does not take cases there'],
    ['es', '/es/states/texas/', 'Texas: el bufete no acepta casos allí'],
  ] as const)('keeps the page of an unserved state out of search engines in %s, at its own address', async (locale, path, title) => {
    const { stateGuideRoute } = await import('@/components/states/state-guide-routes');
    const metadata = await stateGuideRoute(locale).generateMetadata(params('texas'));
    expect(metadata.robots).toEqual({ index: false, follow: true });
    expect(metadata.title).toBe(title);
    expect(metadata.alternates?.canonical).toBe(path);
  });

  it("indexes a served state's guide, and knows no page for a name that is no state", async () => {
    const { stateGuideRoute } = await import('@/components/states/state-guide-routes');
    const guide = await stateGuideRoute('en').generateMetadata(params('california'));
    expect(guide.robots).toBeUndefined();
    expect(guide.title).toContain(STATE_NAMES.CA.en);
    expect(await stateGuideRoute('en').generateMetadata(params('atlantis'))).toEqual({});
  });
});
