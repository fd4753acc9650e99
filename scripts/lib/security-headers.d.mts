export declare function buildEmailjsOrigin(dir: string): string;
export declare function securityHeaders(emailjsOrigin?: string): [string, string][];
export declare function headersFile(emailjsOrigin?: string): string;
export declare function nginxSnippet(emailjsOrigin?: string): string;
