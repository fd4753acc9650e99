export declare const REPORT_FILE: string;
export declare function clientReferences(payload: string): { id: string; name: string }[];
export declare function stripFramework(options: { outDir: string; nextDir: string }): { stripped: string[]; kept: Record<string, string[]> };
