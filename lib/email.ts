import { SEND_THROTTLE_MS } from '@/lib/limits';

export interface EmailSettings {
  publicKey: string;
  serviceId: string;
  origin: string;
}

export type SendFailure = 'configuration' | 'rate-limit' | 'rejected' | 'network';
export type SendResult = { ok: true } | { ok: false; reason: SendFailure; status?: number };

/**
 * In-memory store for the library's rate limit. Without a storage provider the limit does
 * nothing, and the default one writes a timestamp to the visitor's localStorage.
 */
const memory = new Map<string, string>();
const memoryStorage = {
  get: async (key: string) => memory.get(key),
  set: async (key: string, value: string) => {
    memory.set(key, value);
  },
  remove: async (key: string) => {
    memory.delete(key);
  },
};

let initialisedWith: string | undefined;

/** The library loads on the first submit, so no page pays for it before a visitor sends. */
async function loadEmailjs(settings: EmailSettings) {
  const { default: emailjs } = await import('@emailjs/browser');
  const signature = `${settings.publicKey}@${settings.origin}`;
  if (initialisedWith === signature) return emailjs;
  emailjs.init({ publicKey: settings.publicKey, blockHeadless: false, storageProvider: memoryStorage }, settings.origin);
  initialisedWith = signature;
  return emailjs;
}

/** Classifies whatever the library rejected with; never looks at (or logs) what was sent. */
export function classifyFailure(error: unknown): { reason: SendFailure; status?: number } {
  if (typeof error === 'string') return { reason: 'configuration' };
  if (error instanceof TypeError) return { reason: 'network' };
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') {
    if (error.status === 429) return { reason: 'rate-limit', status: 429 };
    if (error.status === 0) return { reason: 'network', status: 0 };
    return { reason: 'rejected', status: error.status };
  }
  return { reason: 'network' };
}

/**
 * Sends one lead. Success means the API answered 200; anything else is a failure the form
 * shows. A failed attempt does not count against the rate limit, so Try again works at once.
 */
export async function sendLead(settings: EmailSettings, templateId: string, params: Record<string, string>, limitId: string): Promise<SendResult> {
  try {
    const emailjs = await loadEmailjs(settings);
    const response = await emailjs.send(settings.serviceId, templateId, params, {
      limitRate: { id: limitId, throttle: SEND_THROTTLE_MS },
    });
    if (response.status === 200) return { ok: true };
    await memoryStorage.remove(limitId);
    return { ok: false, reason: 'rejected', status: response.status };
  } catch (error) {
    const failure = classifyFailure(error);
    if (failure.reason !== 'rate-limit') await memoryStorage.remove(limitId);
    return { ok: false, ...failure };
  }
}
