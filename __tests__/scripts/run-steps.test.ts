import { duration, runStep, stepLine } from '@/scripts/lib/run-steps';

describe("a step's line in npm test", () => {
  it('says the result, the name, what the step counted and its time', () => {
    expect(stepLine('unit and component tests', { ok: true, seconds: 83.4 }, '968 passed, 0 failed')).toBe(
      '✔ unit and component tests: 968 passed, 0 failed (1 min 23 s)',
    );
    expect(stepLine('lint', { ok: false, seconds: 9.04 })).toBe('✘ lint (9.0 s)');
  });

  it('gives times under a minute in tenths of a second and longer ones in minutes and seconds', () => {
    expect(duration(0.04)).toBe('0.0 s');
    expect(duration(59.94)).toBe('59.9 s');
    expect(duration(60)).toBe('1 min 00 s');
    expect(duration(365.6)).toBe('6 min 06 s');
  });
});

describe('runStep', () => {
  const node = (script: string) => ({ name: 'x', command: process.execPath, args: ['-e', script], env: process.env, cwd: process.cwd() });

  it('keeps what the step wrote on stdout and on stderr, and passes on exit status 0', async () => {
    const result = await runStep(node("process.stdout.write('one\\n'); process.stderr.write('two\\n')"));
    expect(result.ok).toBe(true);
    expect(result.output.split('\n').sort()).toEqual(['', 'one', 'two']);
  });

  it('fails on any other exit status, and when the command cannot start, saying why', async () => {
    expect(await runStep(node("console.log('broken'); process.exit(3)"))).toMatchObject({ ok: false, output: 'broken\n' });
    const missing = await runStep({ ...node(''), command: '/nonexistent/tool' });
    expect(missing.ok).toBe(false);
    expect(missing.output).toContain('ENOENT');
  });
});
