// What a script holding everything a browser sees can do against the lead relay: ask for a
// challenge, solve it with the forms' own solver, and post, from any loopback address
// (127.0.0.x), so that one machine plays many visitors. Used by the relay's end-to-end spec and
// the flood benchmark.
import http from 'node:http';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import type { RelayChallenge, RelayProof } from '../../lib/leads/relay-contract';

export interface Answer {
  status: number;
  body: string;
}

/** One request from loopback address `from`, with the Origin the site's pages send. */
export function requestFrom(
  from: string,
  url: string,
  { origin, body, json = false, headers = {} }: { origin: string; body?: string; json?: boolean; headers?: Record<string, string> },
): Promise<Answer> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: body === undefined ? 'GET' : 'POST',
        localAddress: from,
        agent: false,
        headers: { Origin: origin, 'Content-Type': json ? 'application/json' : 'text/plain', ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A challenge from the relay at `relay`, solved: the proof a lead carries. */
export async function solvedProof(relay: string, from: string, origin: string): Promise<string> {
  const challenge = JSON.parse((await requestFrom(from, `${relay}/challenge`, { origin })).body) as RelayChallenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge has no solution');
  const proof: RelayProof = { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
  return btoa(JSON.stringify(proof));
}

/** A contact-form lead as the forms post it to the relay, from `email`. */
export const scriptedLead = (email: string, proof: string) =>
  JSON.stringify({
    form: 'contact',
    locale: 'en',
    values: {
      name: 'Scripted lead',
      email,
      phone: '(415) 555-0134',
      issueType: 'Sex Assault',
      message: 'A lead sent by a script.',
      safeContact: [],
      safeTime: '',
    },
    suspectedBot: false,
    proof,
  });
