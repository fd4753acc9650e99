export declare const IMAGE: { width: number; height: number; smallWidth: number; smallHeight: number };
export declare const THUMB: { width: number; height: number };
export declare const KINDS: string[];
export declare function textWidth(text: string, size: number, bold?: boolean): number;
export declare function wrapText(text: string, size: number, maxWidth: number, bold?: boolean): string[];
export declare function wrapBalanced(text: string, size: number, maxWidth: number, bold?: boolean): string[];
export declare function fitText(
  text: string,
  options: { maxWidth: number; maxLines: number; maxSize: number; minSize: number; bold?: boolean; balanced?: boolean },
): { lines: string[]; size: number };
export declare function escapeXml(s: string): string;
export declare function formatValue(value: number, unit?: string): string;
export declare function validateIllustrationFile(json: unknown, fileName: string): { thumbLabel: string; images: Record<string, unknown>[] };
export declare function renderSvg(spec: unknown): string;
export declare function renderThumbSvg(label: string): string;
export declare function generateArticle(data: { thumbLabel: string; images: Record<string, unknown>[] }, outDir: string): Promise<{ file: string; bytes: number }[]>;
