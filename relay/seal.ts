// Held leads are kept encrypted (AES-GCM) with a key made from the RELAY_HOLD_KEY secret, so the
// Durable Object's storage, a backup of it or a look at it in Cloudflare's dashboard shows nothing
// of what a visitor wrote.

export interface Sealed {
  iv: string;
  data: string;
}

const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** An AES-GCM key from a secret of any length (its SHA-256). */
export async function holdKey(secret: string): Promise<CryptoKey> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`relay-hold:${secret}`));
  return crypto.subtle.importKey('raw', digest, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
}

export async function seal(key: CryptoKey, value: unknown): Promise<Sealed> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(JSON.stringify(value)));
  return { iv: toBase64(iv), data: toBase64(new Uint8Array(data)) };
}

/** The value, or undefined when it cannot be opened (another key, or altered). */
export async function unseal(key: CryptoKey, sealed: Sealed): Promise<unknown> {
  try {
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(sealed.iv) }, key, fromBase64(sealed.data));
    return JSON.parse(new TextDecoder().decode(plain)) as unknown;
  } catch {
    return undefined;
  }
}
