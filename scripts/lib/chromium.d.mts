export declare const SYSTEM_CHROMIUM: string;
export declare function chromiumFor(chromium: { executablePath(): string }): string | undefined;
