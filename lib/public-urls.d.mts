export declare const DEFAULT_EMAILJS_ORIGIN: string;
export declare const DEFAULT_QUICK_EXIT_URL: string;
export declare function checkPublicUrl(raw: string, options: { originOnly: boolean }): { ok: true; value: string } | { ok: false; problem: string };
export declare function emailjsOriginFrom(raw: string | undefined): string;
