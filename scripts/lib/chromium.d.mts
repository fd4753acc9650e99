export declare function chromiumFor(chromium: { executablePath(): string }): string | undefined;
