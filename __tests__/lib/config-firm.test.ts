import path from 'node:path';
import { ConfigError, readFirmFactsDir, readFirmStates } from '@/lib/config';

// npm run facts reads only the firm's states and the folder of its lawyer's confirmed facts.
describe('the settings npm run facts reads', () => {
  const saved = { states: process.env.NEXT_PUBLIC_FIRM_STATES, dir: process.env.FIRM_FACTS_DIR };
  afterEach(() => {
    for (const [name, value] of [
      ['NEXT_PUBLIC_FIRM_STATES', saved.states],
      ['FIRM_FACTS_DIR', saved.dir],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it("reads the firm's states, and names a code that is not a state", () => {
    process.env.NEXT_PUBLIC_FIRM_STATES = 'ca, ny';
    expect(readFirmStates()).toEqual(['CA', 'NY']);
    process.env.NEXT_PUBLIC_FIRM_STATES = 'CA,XX';
    expect(() => readFirmStates()).toThrow(ConfigError);
    expect(() => readFirmStates()).toThrow(/NEXT_PUBLIC_FIRM_STATES has an unknown state code: "XX"/);
  });

  it("keeps the firm's confirmed facts in firm/facts unless FIRM_FACTS_DIR names another folder", () => {
    delete process.env.FIRM_FACTS_DIR;
    expect(readFirmFactsDir()).toBe(path.join(process.cwd(), 'firm', 'facts'));
    process.env.FIRM_FACTS_DIR = '__tests__/fixtures/firm-facts';
    expect(readFirmFactsDir()).toBe(path.resolve('__tests__/fixtures/firm-facts'));
  });

  it('stops the build when FIRM_FACTS_DIR names a folder that does not exist, naming it, with how to fix it', () => {
    process.env.FIRM_FACTS_DIR = 'firm/fatcs';
    expect(() => readFirmFactsDir()).toThrow(ConfigError);
    expect(() => readFirmFactsDir()).toThrow(/FIRM_FACTS_DIR is "firm\/fatcs", which is not a folder[^]*Fix: set FIRM_FACTS_DIR to the folder/);
    process.env.FIRM_FACTS_DIR = 'package.json';
    expect(() => readFirmFactsDir()).toThrow(/FIRM_FACTS_DIR is "package\.json", which is not a folder/);
  });
});
